/** A failure already printed for the user: only its exit code is left to return. */
export class ReportedError extends Error {
  constructor(readonly exitCode: number) {
    super('reported');
  }
}
