/** A refusal of the content server: HTTP status, a stable code the client can key on, and a sentence for the designer. */
export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
