/** What a failed "Save your progress" says: the server's own words (e-mail taken, weak password) or a plain retry. */
export function saveFailureText(error: { code?: string | undefined; message?: string | undefined }): string {
  if (error.code === 'email_exists')
    return `${error.message || 'A user with this email address has already been registered'}. Sign in to that account instead, or use another e-mail.`;
  if (error.code === 'weak_password') return 'Choose a stronger password.';
  return error.message || 'We could not save your progress. Please try again.';
}

/** What a successful save says: the account is ready, or the mailed link finishes it (e-mail confirmation on). */
export function savedText(email: string, confirmed: boolean): string {
  return confirmed
    ? `Your progress is saved. From now on, sign in with ${email} and your password.`
    : `Almost there! We sent a link to ${email}. Open it to finish saving your progress.`;
}
