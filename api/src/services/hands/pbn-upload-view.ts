import type { PbnUploadStatus } from '@tenace/model';
import type { PbnUploadRecord } from '../../repositories/pbn-uploads.js';
import { pbnOwnName } from '../../uploads/pbn-names.js';

/** A problem the engine reported in a game (PbnProblem in pbn-uploads.graphql). */
export interface PbnProblemView {
  readonly line: number;
  readonly column: number;
  readonly code: string;
  readonly severity: string;
  readonly message: string;
}

/** `PbnUpload` as the API answers it. */
export interface PbnUploadView {
  readonly id: number;
  readonly filename: string;
  readonly name: string;
  readonly status: PbnUploadStatus;
  readonly error: string | null;
  readonly parentType: 'Set' | 'Article';
  readonly parentId: number;
  readonly games: readonly {
    readonly position: number;
    readonly title: string;
    readonly handId: number | null;
    readonly problems: readonly PbnProblemView[];
  }[];
  /** ISO 8601, as every DateTime the API answers. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

export function presentPbnUpload(upload: PbnUploadRecord): PbnUploadView {
  return {
    id: upload.id,
    filename: upload.fileName,
    name: pbnOwnName(upload.fileName),
    status: upload.status,
    error: upload.error,
    parentType: upload.productId !== null ? 'Set' : 'Article',
    parentId: upload.productId ?? upload.articleId ?? 0,
    games: upload.games.map((game) => ({
      position: game.position,
      title: game.title,
      handId: game.handId,
      problems: JSON.parse(game.problems) as PbnProblemView[],
    })),
    createdAt: upload.createdAt.toISOString(),
    updatedAt: upload.updatedAt.toISOString(),
  };
}
