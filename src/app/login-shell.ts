/**
 * The login shell: Login as an anonymous Georgian visitor first sees it, in index.html (written by
 * scripts/prerender-login.mjs, hidden before the first paint by public/login-shell.js for anyone
 * else), so the first paint does not wait for the scripts. It lies over the page, which renders
 * underneath; it goes when the live Login is in place, or when the app shows anything else.
 */
export function dropLoginShell(): string {
  const shell = document.getElementById('login-shell');
  if (!shell) return '';
  // An ID typed before the scripts arrived carries over to the live form.
  const typed = [...shell.querySelectorAll<HTMLInputElement>('input[name="identifier"]')].map((i) => i.value).find(Boolean) ?? '';
  shell.remove();
  return typed;
}
