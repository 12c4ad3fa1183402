/** A durable job's life (DESIGN.md "Decisions": long work runs from a job table). */
export const JOB_STATUSES = ['Queued', 'Running', 'Done', 'Failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
