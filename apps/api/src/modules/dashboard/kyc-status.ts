/**
 * An agency's KYC status from its current documents: verified when the trade licence and both sides of the
 * national ID are approved, action required when any current document was rejected, pending otherwise, not
 * submitted when there is none.
 */
export function kycStatusOf(
  documents: readonly { kind: string; status: 'pending' | 'approved' | 'rejected' }[],
): 'verified' | 'actionRequired' | 'pending' | 'notSubmitted' {
  if (documents.length === 0) return 'notSubmitted';
  if (documents.some((document) => document.status === 'rejected')) return 'actionRequired';
  const approved = new Set(documents.filter((document) => document.status === 'approved').map((d) => d.kind));
  const required = ['tradeLicense', 'nationalIdFront', 'nationalIdBack'];
  return required.every((kind) => approved.has(kind)) ? 'verified' : 'pending';
}
