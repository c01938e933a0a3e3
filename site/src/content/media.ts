import { brand } from './brand';

/** The presentation video of the hero's 'Ver presentación' (local files in site/public/media). */
export const presentation = {
  title: `Presentación de ${brand.name}: tu nueva web con asistente virtual`,
  src: '/media/presentacion.webm',
  poster: '/media/presentacion.jpg',
  captions: '/media/presentacion.es.vtt',
} as const;
