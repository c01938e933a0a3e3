import { brand } from '../brand';
import { company } from '../company';
import { deviceStorage } from '../storage';
import { companyAddress, companyIdentification } from './common';
import { type LegalDocument, link, mailLink, strong } from './types';

/** The privacy policy (RGPD and LOPDGDD). */
export const privacyPolicy: LegalDocument = {
  path: '/legal/privacidad',
  title: 'Política de privacidad',
  description: `Qué datos personales tratamos en ${brand.name}, para qué, cuánto tiempo los guardamos, con quién los compartimos y cómo ejercer tus derechos.`,
  intro:
    'Te contamos, sin letra pequeña, qué datos personales tratamos cuando visitas esta web, pides una demo o contratas nuestros servicios, para qué los usamos y qué derechos tienes. Cumplimos el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
  contactEmail: company.privacyEmail,
  contactText:
    'Si tienes cualquier duda sobre cómo tratamos tus datos o quieres ejercer tus derechos, escríbenos a',
  sections: [
    {
      id: 'responsable',
      title: 'Responsable del tratamiento',
      blocks: [
        `El responsable de tus datos personales es la empresa que ofrece los servicios de ${brand.name}:`,
        companyIdentification,
        [
          'Para todo lo relacionado con la protección de datos puedes escribirnos a ',
          mailLink(company.privacyEmail),
          '. No estamos obligados a designar un delegado de protección de datos; esta dirección la atiende directamente la persona responsable de privacidad.',
        ],
      ],
    },
    {
      id: 'datos',
      title: 'Qué datos tratamos',
      blocks: [
        'Solo pedimos los datos que necesitamos para lo que nos pides. Según cómo uses la web, tratamos:',
        { heading: 'Si pides una demo o nos escribes' },
        {
          list: [
            'Tu nombre, tu correo electrónico y tu teléfono.',
            'El nombre de tu negocio y la dirección de tu web actual, si nos la das.',
            'Qué versión del asistente te interesa (chat, voz o avatar en vídeo).',
            'El mensaje que quieras añadir.',
          ],
        },
        { heading: 'Si contratas' },
        {
          list: [
            'Los datos anteriores y, además, tu NIF, NIE o CIF y tu dirección de facturación.',
            'Lo que eliges al contratar: pago único o a plazos y si añades el mantenimiento.',
            'La información de tu negocio que nos das para construir la web y entrenar tu asistente (textos, horarios, servicios, precios, preguntas frecuentes…).',
          ],
        },
        'Los datos de tu tarjeta nunca pasan por nuestros servidores: si pagas con tarjeta, los introduces directamente en la página segura de la entidad de pago.',
        { heading: 'Si hablas con el asistente de esta web' },
        `El asistente responde a preguntas sobre nuestros servicios y no te pide datos personales; te rogamos que no los escribas en el chat. Tus preguntas se usan para responderte y guardamos, sin ningún dato que te identifique, cuántas conversaciones hay y qué preguntas no supo responder, para mejorarlo. Si usas el asistente de voz, el reconocimiento de voz lo hace tu navegador, que según cuál uses puede enviar el audio a su fabricante (por ejemplo, Google en Chrome) con sus propias condiciones de privacidad.`,
        { heading: 'Al visitar la web' },
        'Como cualquier servidor web, el nuestro recibe tu dirección IP y datos técnicos de tu navegador. Los usamos de forma temporal para servirte las páginas y protegerlas frente a abusos (por ejemplo, para limitar envíos repetidos del formulario). Nuestros registros técnicos no guardan tu correo electrónico ni tu teléfono.',
        'Nuestros servicios están pensados para negocios y profesionales. No tratamos a sabiendas datos de menores de 14 años.',
      ],
    },
    {
      id: 'finalidades',
      title: 'Para qué usamos tus datos',
      blocks: [
        {
          list: [
            'Atender tu solicitud de demo o de información y preparar la demo de tu nueva web y tu asistente.',
            'Preparar una propuesta a medida y, si la aceptas, el contrato.',
            'Prestar el servicio contratado: diseñar y construir tu web, entrenar tu asistente, entregarlo, darte soporte y, si lo contratas, el mantenimiento.',
            'Facturar y cumplir nuestras obligaciones contables y fiscales.',
            'Enviarte información sobre nuestros servicios, solo si nos das tu consentimiento o, si ya eres cliente, sobre servicios parecidos a los que contrataste. Puedes darte de baja en cualquier momento y desde cada envío.',
            'Mantener la web segura y defendernos ante posibles reclamaciones.',
          ],
        },
        'No tomamos decisiones automatizadas sobre ti ni elaboramos perfiles, y no vendemos ni alquilamos tus datos.',
      ],
    },
    {
      id: 'legitimacion',
      title: 'Base jurídica del tratamiento',
      blocks: [
        'Cada uso de tus datos se apoya en una de las bases que prevé el artículo 6 del RGPD:',
        {
          table: {
            caption: 'Por qué podemos tratar tus datos en cada caso',
            columns: ['Para qué', 'Base jurídica'],
            rows: [
              [
                'Atender tu solicitud de demo o de información',
                'Tu consentimiento, que nos das al enviar el formulario, y la aplicación de medidas precontractuales a petición tuya',
              ],
              ['Preparar tu propuesta y el contrato', 'Medidas precontractuales a petición tuya'],
              ['Prestar el servicio contratado y cobrarlo', 'La ejecución del contrato'],
              [
                'Facturar y llevar la contabilidad',
                'El cumplimiento de obligaciones legales (normativa fiscal y mercantil)',
              ],
              [
                'Enviarte información comercial',
                'Tu consentimiento o, si ya eres cliente, nuestro interés legítimo en informarte de servicios parecidos (artículo 21.2 de la Ley 34/2002, LSSI-CE)',
              ],
              [
                'Mantener la web segura y atender reclamaciones',
                'Nuestro interés legítimo en proteger la web, a nuestros clientes y a nosotros mismos',
              ],
            ],
          },
        },
        'Puedes retirar tu consentimiento cuando quieras, sin que eso afecte a lo que hicimos antes con él. Si no nos das los datos obligatorios de un formulario, no podremos atender tu solicitud ni formalizar el contrato.',
      ],
    },
    {
      id: 'conservacion',
      title: 'Cuánto tiempo guardamos tus datos',
      blocks: [
        {
          table: {
            caption: 'Plazos de conservación de cada tipo de dato',
            columns: ['Datos', 'Plazo'],
            rows: [
              [
                'Solicitudes de demo o de información que no terminan en contrato',
                '12 meses desde nuestro último contacto',
              ],
              [
                'Datos de clientes y del servicio contratado',
                'Mientras dure la relación y, después, el tiempo en que puedan exigirse responsabilidades',
              ],
              [
                'Facturas y datos contables',
                '6 años, como exige el Código de Comercio, y 4 años más a efectos fiscales cuando la ley lo pida',
              ],
              ['Comunicaciones comerciales', 'Hasta que te des de baja o retires tu consentimiento'],
              [
                'Registros técnicos del servidor',
                'Un máximo de 30 días, salvo que hagan falta para investigar un incidente de seguridad',
              ],
            ],
          },
        },
        'Pasados esos plazos, borramos los datos o los anonimizamos de forma que ya no puedan relacionarse contigo. Mientras solo los guardamos para atender posibles responsabilidades, quedan bloqueados y nadie los usa para nada más.',
      ],
    },
    {
      id: 'destinatarios',
      title: 'Con quién compartimos tus datos',
      blocks: [
        'No cedemos tus datos a terceros, salvo obligación legal (por ejemplo, a la Agencia Tributaria o a jueces y tribunales).',
        'Para prestarte el servicio trabajamos con proveedores que tratan datos por cuenta nuestra, como encargados del tratamiento, con un contrato que les obliga a protegerlos y a usarlos solo siguiendo nuestras instrucciones (artículo 28 del RGPD):',
        {
          list: [
            'El proveedor de alojamiento de la web y de sus servidores.',
            'El proveedor de correo electrónico y la herramienta donde gestionamos las solicitudes de clientes.',
            'La entidad de pago, cuando pagas con tarjeta, y nuestro banco.',
            'Nuestra asesoría contable y fiscal.',
          ],
        },
        'Hoy el asistente de esta web funciona en nuestros propios servidores. Si en el futuro usamos un proveedor externo de inteligencia artificial, será también un encargado del tratamiento con las mismas garantías y lo indicaremos aquí.',
        'No hacemos transferencias internacionales de datos. Si algún proveedor tuviera que tratarlos fuera del Espacio Económico Europeo, solo lo haríamos con las garantías que exige el RGPD, como una decisión de adecuación de la Comisión Europea o las cláusulas contractuales tipo aprobadas por ella, y lo indicaríamos en esta política.',
      ],
    },
    {
      id: 'derechos',
      title: 'Tus derechos',
      blocks: [
        'Sobre tus datos personales puedes ejercer en cualquier momento, y de forma gratuita, estos derechos:',
        {
          list: [
            [strong('Acceso'), ': saber si tratamos datos tuyos y obtener una copia.'],
            [strong('Rectificación'), ': corregir los datos inexactos o completar los incompletos.'],
            [strong('Supresión'), ': pedir que borremos tus datos cuando ya no sean necesarios.'],
            [
              strong('Limitación'),
              ': pedir que dejemos de usar tus datos y solo los conservemos, por ejemplo mientras comprobamos si son exactos.',
            ],
            [
              strong('Oposición'),
              ': oponerte a que tratemos tus datos por interés legítimo, y en cualquier caso a recibir comunicaciones comerciales.',
            ],
            [
              strong('Portabilidad'),
              ': recibir los datos que nos diste en un formato estructurado y de uso común, o que se los enviemos a otra empresa.',
            ],
          ],
        },
        'También puedes retirar en cualquier momento el consentimiento que nos hayas dado.',
        { heading: 'Cómo ejercerlos' },
        [
          'Escríbenos a ',
          mailLink(company.privacyEmail),
          ` o por correo postal a ${company.legalName}, ${companyAddress}, indicando qué derecho quieres ejercer. Si tenemos dudas razonables sobre tu identidad, te pediremos que la acredites. Te responderemos en el plazo de un mes, que la ley permite ampliar dos meses más en solicitudes complejas; si lo ampliamos, te lo diremos y te explicaremos por qué.`,
        ],
        { heading: 'Si no estás de acuerdo con nuestra respuesta' },
        [
          'Puedes presentar una reclamación ante la ',
          strong('Agencia Española de Protección de Datos'),
          ' (C/ Jorge Juan, 6, 28001 Madrid), en su sede electrónica: ',
          link('www.aepd.es', 'https://www.aepd.es'),
          '. Te agradeceremos que antes nos escribas, por si podemos resolverlo directamente.',
        ],
      ],
    },
    {
      id: 'seguridad',
      title: 'Cómo protegemos tus datos',
      blocks: [
        'Aplicamos medidas técnicas y organizativas adecuadas al riesgo para que tus datos no se pierdan, no se alteren y nadie acceda a ellos sin permiso:',
        {
          list: [
            'Toda la web funciona con conexión cifrada (HTTPS).',
            'Solo acceden a tus datos las personas de nuestro equipo que los necesitan para su trabajo, con credenciales personales.',
            'Hacemos copias de seguridad periódicas y mantenemos nuestros sistemas actualizados.',
            'Elegimos proveedores que ofrecen garantías suficientes de seguridad.',
          ],
        },
        'Si alguna vez se produjera una brecha de seguridad que afecte a tus datos, la notificaremos a la Agencia Española de Protección de Datos en un plazo máximo de 72 horas y, si supone un riesgo alto para ti, te avisaremos directamente.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies y almacenamiento en tu navegador',
      blocks: [
        [
          'Esta web no instala cookies. Solo guarda en tu navegador tus preferencias de cookies y, si lo aceptas, tu conversación con el asistente mientras dura la visita (',
          deviceStorage.consent.key,
          ' y ',
          deviceStorage.chat.key,
          '). Todo lo que guardamos, para qué y durante cuánto tiempo lo explicamos en nuestra ',
          link('política de cookies', '/legal/cookies'),
          '.',
        ],
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios en esta política',
      blocks: [
        'Podemos actualizar esta política cuando cambie la ley o la forma en que prestamos nuestros servicios. Arriba verás siempre la fecha de la última actualización y la versión. Si el cambio es importante, lo avisaremos de forma visible en la web y, si eres cliente, te lo comunicaremos por correo electrónico antes de que se aplique.',
      ],
    },
  ],
};
