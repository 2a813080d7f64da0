/** What the database said when it refused a statement (drizzle wraps its error), or 'accepted'. */
export async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return (error as { cause?: Error }).cause?.message ?? (error as Error).message;
  }
  return 'accepted';
}
