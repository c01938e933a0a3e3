/** The brand and the facts every page states. The single source of truth for copy and constants. */
export const brand = {
  name: 'Renueva',
  tagline: 'Tu nueva web con asistente virtual, lista en días',
  description:
    'Rehacemos la web de tu negocio para que sea rápida, se encuentre en Google y venda, y le añadimos un asistente virtual entrenado con tu propia información que atiende a tus clientes las 24 horas.',
} as const;
