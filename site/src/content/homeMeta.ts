import { formatPrice } from '@renueva/ui/format';
import { brand } from './brand';
import { offer } from './offer';

/**
 * The landing page's title and description, apart from the rest of its copy (home.ts): the page's
 * first chunk needs them, while the copy loads with each section.
 */
export const homeMeta = {
  title: `${brand.name}: nueva web y asistente virtual para tu negocio`,
  description: `Rehacemos la web de tu negocio y le añadimos un asistente virtual que atiende a tus clientes 24/7. Demo gratis en ${offer.demo.days} días, desde ${formatPrice(offer.plan.setupPrice)} IVA incluido.`,
};
