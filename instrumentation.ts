export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { answerUnservableMethods } = await import('./lib/security/methods');
  answerUnservableMethods();
  const { boot } = await import('./lib/boot');
  await boot();
}
