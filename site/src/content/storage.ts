/**
 * Everything the site stores on the visitor's device. The cookie policy's table is built from this
 * list, so it states exactly what the site really stores.
 */
export const deviceStorage = {
  consent: {
    key: 'renueva-consentimiento-cookies',
    where: 'localStorage',
    category: 'necessary',
    purpose: 'Guardar tus preferencias de cookies para no volver a preguntarte.',
    duration: 'Hasta que borres los datos del navegador o cambies tus preferencias.',
  },
  chat: {
    key: 'renueva-conversacion-asistente',
    where: 'sessionStorage',
    category: 'functional',
    purpose: 'Conservar la conversación con el asistente mientras navegas por la web.',
    duration: 'Hasta que cierres la pestaña.',
  },
} as const;
