import { brand } from '../brand';
import { company } from '../company';
import { deviceStorage } from '../storage';
import { type LegalDocument, link, strong } from './types';

type StoredItem = (typeof deviceStorage)[keyof typeof deviceStorage];

/** The consent categories of the cookie banner (SPEC §2), in the banner's order. */
const categoryNames = {
  necessary: 'Necesarias',
  analytics: 'Analíticas',
  marketing: 'Marketing',
  functional: 'Funcionales',
} as const;

const whereNames: Record<StoredItem['where'], string> = {
  localStorage: 'Almacenamiento local del navegador (localStorage)',
  sessionStorage: 'Almacenamiento de sesión del navegador (sessionStorage)',
};

const storedItems: StoredItem[] = Object.values(deviceStorage);

/** The cookie policy, with a table of exactly what the site stores (built from `content/storage.ts`). */
export const cookiePolicy: LegalDocument = {
  path: '/legal/cookies',
  title: 'Política de cookies',
  description: `Qué guarda la web de ${brand.name} en tu navegador: sin cookies ni analítica. Las categorías, la tabla de lo que guardamos y cómo cambiar tu elección.`,
  intro:
    'Te explicamos qué son las cookies, qué guarda exactamente esta web en tu navegador, para qué, y cómo puedes cambiar tu elección o borrarlo cuando quieras. Resumen: no usamos cookies, ni analítica, ni publicidad.',
  contactEmail: company.privacyEmail,
  contactText: 'Si tienes cualquier duda sobre esta política, escríbenos a',
  sections: [
    {
      id: 'que-son',
      title: 'Qué son las cookies',
      blocks: [
        'Las cookies son pequeños archivos que una web guarda en tu navegador para recordar información entre una página y otra o entre una visita y la siguiente. Hay otras tecnologías que sirven para lo mismo, como el almacenamiento local (localStorage) y el de sesión (sessionStorage) del navegador.',
        'La ley española (artículo 22.2 de la Ley 34/2002, LSSI-CE) trata todas estas tecnologías igual: una web solo puede usarlas sin tu permiso cuando son estrictamente necesarias para darte el servicio que pides. Para todo lo demás necesita tu consentimiento, que puedes dar, negar o retirar cuando quieras.',
      ],
    },
    {
      id: 'que-guardamos',
      title: 'Qué guarda esta web en tu navegador',
      blocks: [
        [
          strong('Esta web no instala ninguna cookie'),
          ', ni propia ni de terceros. Tampoco carga contenidos de otras empresas que puedan instalarlas: las fuentes tipográficas, las imágenes y el vídeo se sirven desde nuestro propio servidor.',
        ],
        'Lo único que guardamos en tu navegador es lo que aparece en esta tabla:',
        {
          table: {
            caption: 'Datos que esta web guarda en tu navegador',
            columns: ['Nombre', 'Dónde', 'Categoría', 'Para qué', 'Duración'],
            rows: storedItems.map((item) => [
              item.key,
              whereNames[item.where],
              categoryNames[item.category],
              item.purpose,
              item.duration,
            ]),
          },
        },
        [
          'Estos datos se guardan solo en tu dispositivo. Lo que escribes al asistente sí llega a nuestro servidor, porque lo necesita para responderte, como explica la ',
          link('política de privacidad', '/legal/privacidad'),
          '.',
        ],
      ],
    },
    {
      id: 'categorias',
      title: 'Categorías de cookies',
      blocks: [
        'En el aviso de cookies puedes elegir qué categorías aceptas. Esto es lo que significa cada una en esta web:',
        { heading: categoryNames.necessary },
        'Las imprescindibles para que la web funcione y recuerde lo que has elegido en el aviso de cookies. Están siempre activas y no necesitan tu consentimiento. En esta web, solo guardan tu elección de cookies.',
        { heading: categoryNames.analytics },
        'Sirven para medir cuántas personas visitan la web y cómo de rápido carga. Hoy no usamos ninguna. Si algún día las añadimos, por ejemplo para enviar a nuestro servidor, sin datos que te identifiquen, cuánto tarda en cargar cada página, solo lo haremos si aceptas esta categoría, y lo indicaremos en la tabla anterior.',
        { heading: categoryNames.marketing },
        'Sirven para mostrar publicidad personalizada o medir campañas publicitarias. No usamos ninguna: en esta web no hay anuncios ni píxeles de seguimiento. Si algún día las usamos, será solo con tu consentimiento.',
        { heading: categoryNames.functional },
        'Mejoran tu experiencia recordando cosas que no son imprescindibles. En esta web, conservan tu conversación con el asistente virtual mientras pasas de una página a otra, y solo si aceptas esta categoría. Si no la aceptas, el asistente funciona igual, pero la conversación empieza de cero en cada página.',
      ],
    },
    {
      id: 'consentimiento',
      title: 'Cómo das o cambias tu consentimiento',
      blocks: [
        [
          'La primera vez que visitas la web te mostramos un aviso donde puedes elegir ',
          strong('Aceptar Todas'),
          ', ',
          strong('Solo Necesarias'),
          ' o configurar cada categoría por separado y pulsar ',
          strong('Guardar Preferencias'),
          '. Si cierras el aviso sin elegir, no guardamos nada y te lo volveremos a mostrar en tu próxima visita. Mientras no aceptes una categoría, la tratamos como rechazada.',
        ],
        'Guardamos tu elección, la fecha y la versión de esta política en tu navegador. Si cambiamos la política de forma importante, te volveremos a preguntar.',
        [
          'Puedes cambiar de opinión cuando quieras con el botón ',
          strong('Configurar cookies'),
          ', al pie de cualquier página de la web, por ejemplo de la ',
          link('página de inicio', '/'),
          '. Retirar tu consentimiento es tan fácil como darlo.',
        ],
      ],
    },
    {
      id: 'borrar',
      title: 'Cómo borrar lo que guarda la web',
      blocks: [
        'Puedes borrar en cualquier momento los datos que esta web guarda en tu navegador, desde sus ajustes. Si lo haces, también se borra tu elección de cookies y te volveremos a mostrar el aviso.',
        {
          list: [
            [
              strong('Chrome'),
              ': pulsa el icono que hay a la izquierda de la dirección de la web y borra sus datos desde la opción de cookies y datos de sitios. Para borrar los de todas las webs: Configuración › Privacidad y seguridad › Borrar datos de navegación.',
            ],
            [
              strong('Edge'),
              ': Configuración › Privacidad, búsqueda y servicios › Borrar datos de exploración.',
            ],
            [
              strong('Firefox'),
              ': Ajustes › Privacidad & Seguridad › Cookies y datos del sitio › Administrar datos.',
            ],
            [strong('Safari en Mac'), ': Safari › Ajustes › Privacidad › Gestionar datos de sitios web.'],
            [
              strong('Safari en iPhone o iPad'),
              ': Ajustes › Apps › Safari › Avanzado › Datos de sitios web.',
            ],
          ],
        },
        'También puedes configurar tu navegador para que no guarde datos de ninguna web o para navegar en modo privado, en el que todo se borra al cerrar la ventana.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios en esta política',
      blocks: [
        [
          'Actualizaremos esta política cada vez que cambie lo que la web guarda en tu navegador. Arriba verás siempre la fecha de la última actualización y la versión. Cómo tratamos tus datos personales lo explicamos en la ',
          link('política de privacidad', '/legal/privacidad'),
          '.',
        ],
      ],
    },
  ],
};
