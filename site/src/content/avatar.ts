/**
 * The demo of the avatar (video) assistant: Lucía, the avatar of Clínica Sonrisa (the made-up dental clinic of
 * the hero's chat example), presents the clinic as a client's avatar would. scripts/avatar-video.ts makes the
 * video and its captions from this transcript (local files in site/public/media).
 */
export const avatarTranscript: string[] = [
  'Hola, soy Lucía, la asistente virtual de Clínica Sonrisa.',
  'Estoy aquí para presentarte la clínica y contarte cómo trabajamos.',
  'Te explico nuestros tratamientos: limpiezas, ortodoncia invisible e implantes.',
  'Estoy disponible las 24 horas, también los fines de semana y festivos.',
  'Y cuando quieras, te indico cómo pedir cita con nuestro equipo.',
];

export const avatarVideo = {
  title: 'Demo del asistente con avatar: Lucía presenta Clínica Sonrisa, una clínica de ejemplo',
  src: '/media/avatar.webm',
  poster: '/media/avatar.jpg',
  captions: '/media/avatar.es.vtt',
} as const;
