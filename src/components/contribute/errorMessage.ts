/** The words to show for a failed request: the server's own message, or a general one. */
export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
