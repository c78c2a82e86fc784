import { chromium } from '@playwright/test';
const [base, token, path, out, big] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
await context.addCookies([{ name: 'session', value: token, url: base }]);
await context.addInitScript((big) => { localStorage.setItem('locale', 'ka'); if (big) document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '200%')); }, big === '1');
const page = await context.newPage();
await page.goto(base + path);
await page.waitForTimeout(Number(process.env.WAIT ?? 4000));
const found = await page.evaluate(() => {
  const out = []; const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) out.push('page scrolls ' + document.documentElement.scrollWidth);
  for (const el of document.querySelectorAll('body *')) { const b = el.getBoundingClientRect(); if (b.width && b.right > width + 1 && el.children.length === 0) out.push(`${el.tagName}.${el.className} "${(el.textContent||'').trim().slice(0,40)}" ${Math.round(b.left)}-${Math.round(b.right)}`); }
  return out.slice(0, 15);
});
console.log(found.join('\n') || 'fits');
await page.screenshot({ path: out, fullPage: true });
await browser.close();
