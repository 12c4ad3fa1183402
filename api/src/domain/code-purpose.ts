/**
 * What an e-mailed one-time code is for. `EmailConfirmation` proves an address: the one given at
 * registration, or the new one of an e-mail change (the code carries it).
 */
export const CODE_PURPOSES = ['PasswordReset', 'Activation', 'EmailConfirmation'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
