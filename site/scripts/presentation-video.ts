/**
 * Makes the presentation video that the hero's 'Ver presentación' overlay plays, with its poster and its
 * Spanish captions (public/media/presentacion.webm, .jpg and .es.vtt, named in src/content/media.ts), from
 * the brand, the offer and the home copy, in the site's colours and font. No sound: the overlay plays it muted.
 *
 * The slides are HTML with CSS animations, filmed frame by frame by video/render.ts; the captions are written
 * from the same slides, so they say what the video shows.
 *
 * Only for regenerating the committed files after the copy or the offer changes; CI never runs it. It needs
 * ffmpeg with libvpx (Debian: `apt-get install ffmpeg`). From site/: `npx tsx scripts/presentation-video.ts`
 * (a few minutes), watch the video, commit public/media/.
 */
import { readFileSync } from 'node:fs';
import {
  IconArrowRight,
  IconChat,
  IconCheck,
  IconClock,
  type IconComponent,
  IconDevices,
  IconMic,
  IconVideo,
} from '@renueva/ui';
import { formatPrice, instalmentAmount } from '@renueva/ui/format';
import { defaultTokens } from '@renueva/ui/tokens';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brand } from '../src/content/brand';
import { company } from '../src/content/company';
import { home } from '../src/content/home';
import { presentation } from '../src/content/media';
import { assistantVersions, offer } from '../src/content/offer';
import { fontFace, renderVideo } from './video/render';

const width = 1280;
const height = 720;
const fps = 24;
/** VP9's constant quality (0–63, lower is better): text stays sharp and the whole video near 0.5 MB. */
const quality = 40;

interface Slide {
  seconds: number;
  /** What the slide says, as its caption: short enough to read in the slide's time. */
  caption: string;
  html: string;
}

const color = defaultTokens.color;
const logoSvg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8').replace(
  /<title>.*?<\/title>/,
  '',
);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const icon = (Icon: IconComponent, size = 32) => renderToStaticMarkup(createElement(Icon, { size }));
/** An element that rises into place when its slide starts, `order` steps after the slide's first one. */
const rise = (order: number, tag: string, className: string, content: string) =>
  `<${tag} class="rise ${className}" style="--order: ${order}">${content}</${tag}>`;

const { delivery, demo } = offer;
const price = formatPrice(offer.plan.setupPrice);
const instalment = formatPrice(instalmentAmount(offer.plan.setupPrice, offer.instalments));
const maintenance = formatPrice(offer.maintenance.monthlyPrice);
const weeks = `${delivery.minWeeks}–${delivery.maxWeeks} semanas`;
const versionIcons = { chat: IconChat, voice: IconMic, avatar: IconVideo } as const;
const [question, answer] = home.hero.mockup.messages;

const intro: Slide = {
  seconds: 3.5,
  caption: `${brand.name}: ${brand.tagline.charAt(0).toLowerCase()}${brand.tagline.slice(1)}.`,
  html: `<div class="intro">
      <div>
        ${rise(0, 'p', 'pill', escapeHtml(home.hero.eyebrow))}
        ${rise(1, 'h1', '', escapeHtml(brand.tagline).replace('asistente virtual', '<em>$&</em>'))}
        ${rise(2, 'ul', 'badges', home.hero.badges.map((badge) => `<li>${escapeHtml(badge)}</li>`).join(''))}
      </div>
      ${rise(
        2,
        'div',
        'browser',
        `<div class="bar"><i></i><i></i><i></i><span>tunegocio.es</span></div>
        <div class="page"><b class="w60"></b><b class="w90 thin"></b><b class="w75 thin"></b><b class="cta"></b>
          <div class="tiles"><b></b><b></b><b></b></div></div>
        <div class="launcher">${icon(IconChat, 30)}</div>
        <p class="greeting">Hola, ¿en qué puedo ayudarte?</p>`,
      )}
    </div>`,
};

const slides: Slide[] = [
  intro,
  {
    seconds: 4,
    caption: '¿Tu web tarda en cargar, se ve mal en el móvil y nadie contesta fuera de horario?',
    html: `${rise(0, 'p', 'eyebrow', 'El problema')}
      ${rise(1, 'h2', '', '¿Tu web se ha quedado anticuada?')}
      <ul class="cards">${[
        [IconClock, 'Tarda en cargar'],
        [IconDevices, 'Se ve mal en el móvil'],
        [IconChat, 'Nadie contesta fuera de horario'],
      ]
        .map(([Icon, text], index) =>
          rise(
            index + 2,
            'li',
            'card problem',
            `<span class="badge">${icon(Icon as IconComponent)}</span>${text}`,
          ),
        )
        .join('')}</ul>`,
  },
  {
    seconds: 4.5,
    caption: 'Web nueva y asistente virtual que atiende a tus clientes 24/7.',
    html: `<div class="split">
      <div>
        ${rise(0, 'p', 'eyebrow', 'La solución')}
        ${rise(1, 'h2', '', 'Web nueva + asistente virtual 24/7')}
        <ul class="checks">${[
          'Rápida y preparada para SEO',
          'Entrenado con la información de tu negocio',
          'Atiende a tus clientes a cualquier hora',
        ]
          .map((text, index) => rise(index + 2, 'li', '', `${icon(IconCheck, 28)}${text}`))
          .join('')}</ul>
      </div>
      ${rise(
        2,
        'div',
        'chat',
        `<p class="chat-title"><i></i>${escapeHtml(home.hero.mockup.title)}<span>${home.hero.mockup.status}</span></p>
        ${rise(4, 'p', 'customer', `${escapeHtml(question.text)}<small>23:47</small>`)}
        ${rise(6, 'p', 'assistant', `${escapeHtml(answer.text)}<small>23:47</small>`)}`,
      )}
    </div>`,
  },
  {
    seconds: 4.5,
    caption: `Demo funcionando en ${delivery.demoDays} días y tu web lista en ${weeks}.`,
    html: `${rise(0, 'p', 'eyebrow', escapeHtml(home.howItWorks.eyebrow))}
      ${rise(1, 'h2', '', `Demo en ${delivery.demoDays} días, web lista en ${weeks}`)}
      <ol class="steps"><li class="line"></li>${home.howItWorks.steps
        .map((step, index) =>
          rise(
            index + 2,
            'li',
            '',
            `<span class="number">${index + 1}</span><small>${escapeHtml(step.duration)}</small>${escapeHtml(step.title)}`,
          ),
        )
        .join('')}</ol>`,
  },
  {
    seconds: 4.5,
    caption: 'Elige asistente de chat, de voz o con avatar en vídeo, según tu inversión.',
    html: `${rise(0, 'p', 'eyebrow', escapeHtml(home.showcase.eyebrow))}
      ${rise(1, 'h2', '', escapeHtml(home.showcase.title))}
      <ul class="cards">${assistantVersions
        .map((version, index) =>
          rise(
            index + 2,
            'li',
            'card version',
            `<span class="badge">${icon(versionIcons[version.id])}</span>
            <strong>${escapeHtml(version.name)}</strong>
            <span class="spend">${'<i class="on"></i>'.repeat(index + 1)}${'<i></i>'.repeat(2 - index)}${version.spend}</span>
            <span class="features">${version.metrics ? (version.calls ? 'Con métricas y llamadas' : 'Con métricas') : 'Sin métricas'}</span>`,
          ),
        )
        .join('')}</ul>`,
  },
  {
    seconds: 5,
    caption: `${price} IVA incluido, o ${offer.instalments} pagos de ${instalment} sin intereses. Mantenimiento opcional: ${maintenance}/mes.`,
    html: `<div class="split">
      <div>
        ${rise(0, 'p', 'eyebrow', escapeHtml(offer.plan.name))}
        ${rise(1, 'p', 'price', `${price}<small>IVA incluido</small>`)}
        ${rise(2, 'p', 'instalments', `o <strong>${offer.instalments} pagos de ${instalment}</strong> sin intereses`)}
      </div>
      ${rise(
        3,
        'div',
        'card maintenance',
        `<p class="maintenance-title">${home.pricing.maintenance.name}<span>${home.pricing.maintenance.badge}</span></p>
        <p class="monthly">${maintenance}<small>/mes</small></p>
        <p>${escapeHtml(home.pricing.maintenance.description)}</p>
        <p class="note">${escapeHtml(home.pricing.maintenance.note)}</p>`,
      )}
    </div>`,
  },
  {
    seconds: 4,
    caption: `Solicita tu demo gratuita: en ${demo.days} días la verás funcionando, sin compromiso.`,
    html: `<div class="closing">
      ${rise(0, 'h2', '', 'Solicita tu <em>demo gratuita</em>')}
      ${rise(1, 'p', 'lead', `En ${demo.days} días verás tu web nueva y tu asistente funcionando. Sin compromiso.`)}
      ${rise(2, 'p', 'button', `Solicitar demo ${icon(IconArrowRight, 28)}`)}
      ${rise(3, 'p', 'site', new URL(company.siteOrigin).host)}
    </div>`,
  },
];

/** The slides with their start and end, in milliseconds. */
let duration = 0;
const timeline = slides.map((slide) => {
  const start = duration;
  duration += slide.seconds * 1000;
  return { ...slide, start, end: duration };
});
/** How long a slide takes to fade out before the next one fades in. */
const leave = 400;

const slidesHtml = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><style>
${fontFace}
* { box-sizing: border-box; margin: 0; padding: 0; }
body { position: relative; width: ${width}px; height: ${height}px; overflow: hidden; background: ${color.surfaceInverse};
  color: ${color.textInverse}; font-family: 'Plus Jakarta Sans', sans-serif; font-size: 24px; line-height: 1.4; }
ul, ol { list-style: none; }
em { font-style: normal; color: ${color.accent}; }
small { font-size: inherit; }
.glow { position: absolute; border-radius: 50%; background: radial-gradient(closest-side, ${color.accentStrong}, transparent); }
.glow.one { right: -260px; top: -300px; width: 900px; height: 900px; opacity: 0.55; }
.glow.two { left: -300px; bottom: -420px; width: 760px; height: 760px; opacity: 0.3; }
header { position: absolute; left: 112px; top: 48px; display: flex; align-items: center; gap: 14px; font-size: 26px;
  font-weight: 800; letter-spacing: -0.02em; }
header svg { width: 40px; height: 40px; }
.dots { position: absolute; left: 112px; bottom: 52px; display: flex; gap: 10px; }
.dots i { width: 10px; height: 10px; border-radius: 5px; background: rgba(255, 255, 255, 0.22);
  animation: dot-on 400ms ease var(--start) forwards, dot-off 400ms ease var(--end) forwards; }
.dots i:last-child { animation: dot-on 400ms ease var(--start) forwards; }
@keyframes dot-on { to { width: 36px; background: ${color.accent}; } }
@keyframes dot-off { from { width: 36px; } to { width: 10px; background: ${color.accentStrong}; } }

.slide { position: absolute; inset: 0; padding: 130px 112px 110px; display: flex; flex-direction: column;
  justify-content: center; animation: fade-in 400ms ease-out var(--start) both, fade-out ${leave}ms ease-in var(--leave) forwards; }
.slide:last-of-type { animation: fade-in 400ms ease-out var(--start) both; }
.rise { animation: rise 700ms cubic-bezier(0.2, 0.8, 0.2, 1) calc(var(--start) + 100ms + var(--order) * 150ms) both; }
@keyframes fade-in { from { opacity: 0; } }
@keyframes fade-out { to { opacity: 0; } }
@keyframes rise { from { opacity: 0; transform: translateY(28px); } }

h1, h2 { font-weight: 800; letter-spacing: -0.03em; line-height: 1.08; text-wrap: balance; }
h1 { font-size: 64px; margin-top: 28px; }
h2 { font-size: 54px; max-width: 960px; }
.eyebrow { margin-bottom: 18px; color: ${color.accent}; font-size: 20px; font-weight: 700; letter-spacing: 0.12em;
  text-transform: uppercase; }
.pill { display: inline-block; padding: 8px 20px; border-radius: 999px; background: ${color.accent}; color: ${color.onAccent};
  font-size: 20px; font-weight: 800; }
.badges { display: flex; gap: 10px; margin-top: 36px; }
.badges li { padding: 6px 16px; white-space: nowrap; border: 2px solid rgba(255, 255, 255, 0.25); border-radius: 999px; font-size: 17px;
  font-weight: 600; color: ${color.textInverseMuted}; }

.intro { display: grid; grid-template-columns: 1fr 400px; gap: 64px; align-items: center; }
.browser { position: relative; height: 330px; border-radius: 20px; background: ${color.surface}; color: ${color.text};
  box-shadow: 0 30px 60px rgba(0, 0, 0, 0.4); }
.browser .bar { display: flex; align-items: center; gap: 8px; padding: 14px 18px; border-bottom: 1px solid ${color.border}; }
.browser .bar i { width: 12px; height: 12px; border-radius: 50%; background: ${color.border}; }
.browser .bar span { margin-left: 12px; padding: 2px 16px; border-radius: 999px; background: ${color.surfaceMuted};
  font-size: 15px; color: ${color.textMuted}; }
.page { display: flex; flex-direction: column; gap: 12px; padding: 24px 28px; }
.page b { display: block; height: 22px; border-radius: 6px; background: ${color.text}; }
.page b.thin { height: 12px; background: ${color.border}; }
.page .w60 { width: 60%; } .page .w90 { width: 90%; } .page .w75 { width: 75%; }
.page b.cta { width: 120px; height: 30px; border-radius: 999px; background: ${color.accentStrong}; }
.tiles { display: flex; gap: 12px; margin-top: 6px; }
.tiles b { flex: 1; height: 64px; background: ${color.surfaceMuted}; }
.launcher { position: absolute; right: -22px; bottom: -22px; display: grid; place-items: center; width: 68px; height: 68px;
  border-radius: 50%; background: ${color.accent}; color: ${color.onAccent}; box-shadow: 0 12px 24px rgba(0, 0, 0, 0.35); }
.greeting { position: absolute; right: 30px; bottom: 62px; padding: 10px 16px; border-radius: 16px 16px 4px 16px;
  background: ${color.surfaceInverse}; color: ${color.textInverse}; font-size: 16px; font-weight: 600;
  box-shadow: 0 12px 24px rgba(0, 0, 0, 0.3); }

.cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 24px; margin-top: 48px; }
.card { padding: 28px; border: 1px solid rgba(255, 255, 255, 0.14); border-radius: 20px; background: rgba(255, 255, 255, 0.06); }
.badge { display: grid; place-items: center; width: 60px; height: 60px; margin-bottom: 20px; border-radius: 16px;
  background: rgba(46, 230, 197, 0.14); color: ${color.accent}; }
.problem { font-size: 26px; font-weight: 700; line-height: 1.25; }
.version { display: flex; flex-direction: column; gap: 8px; }
.version strong { font-size: 24px; line-height: 1.25; }
.spend { display: flex; align-items: center; gap: 5px; color: ${color.textInverseMuted}; font-size: 19px; }
.spend i { width: 8px; height: 18px; border-radius: 3px; background: rgba(255, 255, 255, 0.2); }
.spend i.on { background: ${color.accent}; }
.spend i:nth-child(3) { margin-right: 8px; }
.features { font-size: 19px; font-weight: 700; color: ${color.accent}; }

.split { display: grid; grid-template-columns: 1fr 460px; gap: 64px; align-items: center; }
.split h2 { font-size: 52px; }
.checks { display: flex; flex-direction: column; gap: 16px; margin-top: 36px; }
.checks li { display: flex; align-items: center; gap: 14px; font-size: 24px; font-weight: 600; }
.checks svg { flex: none; color: ${color.accent}; }
.chat { display: flex; flex-direction: column; gap: 16px; padding: 26px; border-radius: 22px; background: ${color.surface};
  color: ${color.text}; font-size: 20px; line-height: 1.35; box-shadow: 0 30px 60px rgba(0, 0, 0, 0.4); }
.chat-title { display: flex; align-items: center; gap: 10px; font-weight: 800; font-size: 19px; }
.chat-title i { width: 12px; height: 12px; border-radius: 50%; background: ${color.accentStrong}; }
.chat-title span { margin-left: auto; color: ${color.accentStrong}; font-size: 16px; font-weight: 700; }
.customer, .assistant { max-width: 88%; padding: 12px 16px; border-radius: 18px; }
.customer { align-self: flex-end; background: ${color.surfaceMuted}; border-bottom-right-radius: 4px; }
.assistant { background: ${color.accentSoft}; border-bottom-left-radius: 4px; }
.chat small { display: block; margin-top: 4px; color: ${color.textMuted}; font-size: 14px; text-align: right; }

.steps { position: relative; display: grid; grid-template-columns: repeat(4, 1fr); gap: 24px; margin-top: 56px; }
.steps li { display: flex; flex-direction: column; gap: 6px; font-size: 23px; font-weight: 700; line-height: 1.25; }
.steps .line { position: absolute; left: 28px; right: calc(25% - 46px); top: 27px; height: 2px; background: ${color.accentStrong};
  transform-origin: left; animation: draw 1100ms ease-in-out calc(var(--start) + 700ms) both; }
@keyframes draw { from { transform: scaleX(0); } }
.number { position: relative; display: grid; place-items: center; width: 56px; height: 56px; margin-bottom: 14px;
  border-radius: 50%; background: ${color.accent}; color: ${color.onAccent}; font-size: 24px; font-weight: 800; }
.steps small { color: ${color.accent}; font-size: 18px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; }

.price { font-size: 132px; font-weight: 800; letter-spacing: -0.04em; line-height: 1; }
.price small { display: block; margin-top: 14px; font-size: 26px; font-weight: 700; letter-spacing: 0; color: ${color.accent}; }
.instalments { margin-top: 28px; font-size: 28px; color: ${color.textInverseMuted}; }
.instalments strong { color: ${color.textInverse}; }
.maintenance { display: flex; flex-direction: column; gap: 12px; font-size: 20px; color: ${color.textInverseMuted}; }
.maintenance-title { display: flex; align-items: center; gap: 12px; color: ${color.textInverse}; font-size: 22px; font-weight: 700; }
.maintenance-title span { padding: 2px 12px; border-radius: 999px; background: rgba(46, 230, 197, 0.14);
  color: ${color.accent}; font-size: 16px; }
.monthly { color: ${color.textInverse}; font-size: 56px; font-weight: 800; letter-spacing: -0.03em; line-height: 1.1; }
.monthly small { font-size: 24px; font-weight: 600; color: ${color.textInverseMuted}; letter-spacing: 0; }
.note { font-size: 16px; }

.closing { display: flex; flex-direction: column; align-items: center; text-align: center; }
.closing h2 { font-size: 72px; }
.lead { max-width: 760px; margin-top: 24px; font-size: 28px; color: ${color.textInverseMuted}; text-wrap: balance; }
.button { display: flex; align-items: center; gap: 12px; margin-top: 44px; padding: 18px 36px; border-radius: 999px;
  background: ${color.accent}; color: ${color.onAccent}; font-size: 26px; font-weight: 800; }
.site { margin-top: 28px; font-size: 20px; font-weight: 600; color: ${color.textInverseMuted}; }
</style></head><body>
<div class="glow one"></div><div class="glow two"></div>
<header>${logoSvg}${escapeHtml(brand.name)}</header>
${timeline
  .map(
    ({ start, end, html }) =>
      `<section class="slide" style="--start: ${start}ms; --leave: ${end - leave}ms">${html}</section>`,
  )
  .join('\n')}
<div class="dots">${timeline.map(({ start, end }) => `<i style="--start: ${start}ms; --end: ${end - leave}ms"></i>`).join('')}</div>
</body></html>`;

await renderVideo({
  name: 'presentation',
  html: slidesHtml,
  width,
  height,
  fps,
  quality,
  duration,
  // The poster is the first slide once everything on it has risen into place.
  posterTime: intro.seconds * 1000 - leave - 100,
  captions: timeline.map(({ start, end, caption }) => ({ start, end, text: caption })),
  files: presentation,
});
