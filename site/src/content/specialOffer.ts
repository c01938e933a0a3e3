import { formatPrice, instalmentAmount } from '@renueva/ui/format';
import { brand } from './brand';
import { formatDay } from './legal/common';
import { offer } from './offer';

const price = formatPrice(offer.plan.setupPrice);
const instalment = formatPrice(instalmentAmount(offer.plan.setupPrice, offer.instalments));
const lastDay = formatDay(offer.specialOfferValidUntil);

/** The copy of /oferta-especial. The offer ends when `offer.specialOfferValidUntil` ends in Madrid. */
export const specialOffer = {
  /** The offer's last day as the page writes it ('31 de diciembre de 2026'). */
  lastDay,
  meta: {
    title: `Oferta especial: web nueva con asistente por ${price} | ${brand.name}`,
    description: `El Plan Premium por ${price} IVA incluido, o ${offer.instalments} pagos de ${instalment} sin intereses: web nueva, asistente virtual y demo gratis en ${offer.demo.days} días. Oferta válida hasta el ${lastDay}.`,
  },
  eyebrow: 'Oferta especial',
  title: `Tu nueva web con asistente virtual por ${price}`,
  intro: `Empieza el año con una web rápida, preparada para Google y con un asistente que atiende a tus clientes a cualquier hora. Pago único o ${offer.instalments} pagos de ${instalment} sin intereses, IVA incluido.`,
  countdown: {
    label: 'La oferta termina en',
    validUntil: 'Válida hasta el',
    ended: 'Esta oferta ha terminado',
    endedText:
      'Gracias por tu interés. Escríbenos y te contamos las condiciones actuales: la demo gratuita sigue disponible.',
    units: { days: 'días', hours: 'horas', minutes: 'minutos', seconds: 'segundos' },
  },
  included: {
    title: 'Qué incluye',
    items: [
      'Diseño y desarrollo de tu nueva web, adaptada a móvil',
      'Asistente virtual de chat entrenado con la información de tu negocio',
      `Demo funcionando en ${offer.delivery.demoDays} días y web lista en ${offer.delivery.minWeeks}–${offer.delivery.maxWeeks} semanas`,
      `Puntuación de Lighthouse superior a ${offer.lighthouseScore} y preparación SEO`,
      'Revisiones ilimitadas hasta que la apruebes',
      'Textos legales, cookies y RGPD en regla',
    ],
  },
  conditions: [
    'Precio con IVA incluido.',
    `Mantenimiento opcional: ${formatPrice(offer.maintenance.monthlyPrice)} al mes (soporte, actualizaciones y mejoras puntuales). Los costes de herramientas según uso se facturan aparte.`,
    `La oferta se aplica a los pedidos hechos hasta el ${lastDay}, a las 23:59 (hora peninsular).`,
  ],
  cta: 'Aprovechar la oferta',
} as const;
