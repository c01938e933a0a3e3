/**
 * Draws the site's link-preview image (public/og-image.png, 1200×630) and the organization's square logo
 * (public/logo.png) in Chromium, from the brand, the offer and the default theme's colours, set in the
 * site's own font. Run it after changing any of them, from site/: `pnpm exec tsx scripts/og-image.ts`; commit the PNGs.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@renueva/testing';
import { formatPrice } from '@renueva/ui/format';
import { defaultTokens } from '@renueva/ui/tokens';
import { brand } from '../src/content/brand';
import { offer } from '../src/content/offer';
import { logoImage, ogImage } from '../src/seo/site';

const publicDir = new URL('../public/', import.meta.url);
const color = defaultTokens.color;
const font = readFileSync(
  fileURLToPath(
    import.meta.resolve(
      '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    ),
  ),
).toString('base64');
const logoSvg = readFileSync(new URL('favicon.svg', publicDir), 'utf8').replace(/<title>.*?<\/title>/, '');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const highlighted = escapeHtml(brand.tagline).replace('asistente virtual', '<em>$&</em>');
const badges = [`Lighthouse > ${offer.lighthouseScore}`, 'Diseño responsive', 'Preparada para SEO'];

const page = (body: string, css: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><style>
@font-face { font-family: 'Plus Jakarta Sans'; font-weight: 200 800; src: url(data:font/woff2;base64,${font}) format('woff2'); }
* { box-sizing: border-box; margin: 0; }
html, body { background: transparent; }
body { font-family: 'Plus Jakarta Sans', sans-serif; }
${css}
</style></head><body>${body}</body></html>`;

const ogHtml = page(
  `<main>
    <div class="glow"></div>
    <header>${logoSvg}<span>${escapeHtml(brand.name)}</span></header>
    <h1>${highlighted}</h1>
    <p class="offer">Demo gratuita en ${offer.demo.days} días · ${escapeHtml(offer.plan.name)} por ${formatPrice(offer.plan.setupPrice)}, IVA incluido</p>
    <ul>${badges.map((badge) => `<li>${escapeHtml(badge)}</li>`).join('')}</ul>
    <aside>
      <div class="chat-title"><i></i>Asistente virtual · 24/7</div>
      <p class="visitor">¿Abrís los sábados por la mañana?</p>
      <p class="assistant">Sí, de 10:00 a 14:00. ¿Quieres que te reserve una cita?</p>
      <p class="visitor">¡Perfecto, el sábado a las 11!</p>
    </aside>
  </main>`,
  `main { position: relative; width: ${ogImage.width}px; height: ${ogImage.height}px; overflow: hidden;
    padding: 56px 64px; background: ${color.surfaceInverse}; color: ${color.textInverse}; }
  .glow { position: absolute; right: -160px; top: -200px; width: 620px; height: 620px; border-radius: 50%;
    background: ${color.accentStrong}; opacity: 0.35; }
  header { position: relative; display: flex; align-items: center; gap: 16px; font-size: 36px; font-weight: 800;
    letter-spacing: -0.02em; }
  header svg { width: 56px; height: 56px; }
  h1 { position: relative; width: 640px; margin-top: 56px; font-size: 58px; line-height: 1.08; font-weight: 800;
    letter-spacing: -0.03em; text-wrap: balance; }
  em { font-style: normal; white-space: nowrap; color: ${color.accent}; }
  .offer { position: relative; width: 660px; margin-top: 28px; font-size: 22px; line-height: 1.4;
    color: ${color.textInverseMuted}; }
  ul { position: absolute; left: 64px; bottom: 56px; display: flex; gap: 12px; padding: 0; list-style: none; }
  li { padding: 10px 20px; border: 2px solid ${color.accent}; border-radius: 999px; font-size: 20px; font-weight: 700;
    color: ${color.accent}; }
  aside { position: absolute; right: 64px; top: 150px; width: 380px; padding: 24px; border-radius: 20px;
    background: ${color.surface}; color: ${color.text}; font-size: 19px; line-height: 1.35;
    display: flex; flex-direction: column; gap: 14px; box-shadow: 0 24px 48px rgba(0, 0, 0, 0.35); }
  .chat-title { display: flex; align-items: center; gap: 10px; font-weight: 800; font-size: 18px; }
  .chat-title i { width: 12px; height: 12px; border-radius: 50%; background: ${color.accentStrong}; }
  aside p { max-width: 85%; padding: 12px 16px; border-radius: 16px; }
  .visitor { align-self: flex-end; background: ${color.surfaceMuted}; border-bottom-right-radius: 4px; }
  .assistant { background: ${color.accentSoft}; border-bottom-left-radius: 4px; }`,
);

const logoHtml = page(
  logoSvg,
  `svg { display: block; width: ${logoImage.size}px; height: ${logoImage.size}px; }`,
);

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [file, html, width, height] of [
    [ogImage.path, ogHtml, ogImage.width, ogImage.height],
    [logoImage.path, logoHtml, logoImage.size, logoImage.size],
  ] as const) {
    const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await tab.setContent(html);
    await tab.evaluate(async () => {
      await document.fonts.ready;
    });
    const target = new URL(`.${file}`, publicDir);
    writeFileSync(target, await tab.screenshot({ type: 'png', omitBackground: true }));
    console.log(`og-image: public${file} ${width}×${height}, ${Math.round(statSync(target).size / 1024)} KB`);
    await tab.close();
  }
} finally {
  await browser.close();
}
