/** What an e-mailed one-time code is for. */
export const CODE_PURPOSES = ['PasswordReset', 'Activation'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
