/** Checks a captcha verification key from the registration form (storefront.md §5, admin.md §5). */
export interface CaptchaVerifier {
  /** `passed`: a person; `suspicious`: the provider refused the key or scored it too low. */
  verify(key: string, remoteIp: string | undefined): Promise<'passed' | 'suspicious'>;
}
