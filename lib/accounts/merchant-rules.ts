/** The `merchant_id` rule (docs/api.md): required when the organization has several accounts; foreign ids look unknown. */
export type MerchantChoice<A extends { id: number }> = { account: A } | { error: string };

export function chooseMerchant<A extends { id: number }>(accounts: A[], input: unknown): MerchantChoice<A> {
  if (input === undefined || input === null || input === '') {
    const [only] = accounts;
    if (accounts.length === 1 && only) return { account: only };
    return { error: 'The merchant_id field is required when the organization has more than one account.' };
  }
  const id = typeof input === 'string' && /^\d+$/.test(input) ? Number(input) : input;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
    return { error: 'The merchant_id must be an integer.' };
  const account = accounts.find((candidate) => candidate.id === id);
  return account ? { account } : { error: 'The selected merchant_id is invalid.' };
}
