import { formatPrice, instalmentAmount } from '@renueva/ui/format';
import { brand } from '../brand';
import { company } from '../company';
import { assistantVersions, offer } from '../offer';
import { companyIdentification, formatDay, formatPercent, siteDomain } from './common';
import { type LegalDocument, link, strong } from './types';

const setupPrice = formatPrice(offer.plan.setupPrice);
const instalment = formatPrice(instalmentAmount(offer.plan.setupPrice, offer.instalments));
const maintenancePrice = formatPrice(offer.maintenance.monthlyPrice);
const delivery = `entre ${offer.delivery.minWeeks} y ${offer.delivery.maxWeeks} semanas`;
const uptime = formatPercent(offer.uptimePercent);

/** The terms of service: how hiring works, prices, payment, guarantees and the rules of the contract. */
export const termsOfService: LegalDocument = {
  path: '/legal/terminos',
  title: 'Términos y condiciones',
  description: `Cómo contratar ${brand.name}: servicios, el proceso en 5 pasos desde la demo gratuita, precios con IVA, formas de pago, garantías y cancelación.`,
  intro: `Estas condiciones explican qué ofrecemos, cómo es el proceso desde la demo gratuita hasta la entrega, cuánto cuesta, cómo se paga y qué te garantizamos. Léelas con calma antes de contratar: si algo no queda claro, pregúntanos.`,
  contactEmail: company.email,
  contactText: 'Si tienes cualquier duda sobre estas condiciones, escríbenos a',
  sections: [
    {
      id: 'informacion-general',
      title: 'Información general',
      blocks: [
        `Estas condiciones regulan la contratación de los servicios de ${brand.name} a través de ${siteDomain} o de una propuesta que te enviemos. Los presta:`,
        companyIdentification,
        'Nuestros servicios están dirigidos a empresas, autónomos y profesionales que los contratan para su negocio. Al contratar confirmas que has leído y aceptas estas condiciones, junto con la propuesta que te enviemos: si alguna vez no coinciden, manda lo que diga la propuesta que firmaste. Si contratas como consumidor, tienes además todos los derechos que te reconoce la ley, que estas condiciones no limitan.',
      ],
    },
    {
      id: 'servicios',
      title: 'Qué servicios ofrecemos',
      blocks: [
        {
          list: [
            [
              strong('Una web nueva para tu negocio'),
              `: diseñada a medida a partir de tu web actual, adaptada a móviles, tabletas y ordenadores, preparada para aparecer en Google (SEO) y rápida, con una puntuación de Lighthouse superior a ${offer.lighthouseScore} en rendimiento.`,
            ],
            [
              strong('Un asistente virtual entrenado con la información de tu negocio'),
              `, que atiende a tus clientes las 24 horas. Puedes elegir entre tres versiones: ${new Intl.ListFormat('es-ES').format(assistantVersions.map((version) => version.name.toLowerCase()))}. Cada una tiene un coste de uso distinto y unas funciones distintas, que te detallamos en la propuesta.`,
            ],
            [
              strong('Una demo gratuita'),
              `: en ${offer.demo.days} días te enseñamos una demo funcionando de tu nueva web y tu asistente, sin compromiso.`,
            ],
            [
              strong('Mantenimiento opcional'),
              ': soporte, actualizaciones y mejoras puntuales cada mes, para que no tengas que preocuparte de nada.',
            ],
          ],
        },
        'El detalle exacto de lo que incluye tu proyecto (páginas, funciones, versión del asistente, integraciones) queda por escrito en la propuesta.',
      ],
    },
    {
      id: 'proceso',
      title: 'Cómo es el proceso de contratación',
      blocks: [
        'Trabajamos en cinco pasos, y en cada uno sabes qué va a pasar y cuánto cuesta:',
        {
          ordered: true,
          list: [
            [
              strong('Demo gratuita'),
              `. Nos cuentas qué necesitas y en ${offer.demo.days} días te enseñamos una demo funcionando de tu nueva web y tu asistente. No tiene coste ni te compromete a nada.`,
            ],
            [
              strong('Propuesta a medida'),
              '. Si te gusta, te enviamos por escrito qué haremos, el precio, la forma de pago que elijas y los plazos.',
            ],
            [
              strong('Contrato'),
              '. Cuando aceptas la propuesta, formalizamos el contrato y haces el primer pago. Te pedimos entonces la información y los contenidos de tu negocio que necesitamos.',
            ],
            [
              strong('Desarrollo'),
              `. Construimos tu web y entrenamos tu asistente, en un plazo de ${delivery} desde que tenemos todo lo necesario. Te enseñamos los avances y hacemos todas las revisiones que nos pidas hasta que lo apruebes.`,
            ],
            [
              strong('Entrega y mantenimiento'),
              '. Publicamos la web con tu dominio y te enseñamos a usarla. A partir de ahí, si contratas el mantenimiento, nos ocupamos de que todo siga funcionando y mejorando.',
            ],
          ],
        },
        'Los plazos empiezan a contar cuando nos das la información y los contenidos que necesitamos, y se alargan lo mismo que tarden tus respuestas o aprobaciones.',
      ],
    },
    {
      id: 'precios',
      title: 'Precios',
      blocks: [
        'Todos nuestros precios incluyen el IVA.',
        {
          table: {
            caption: 'Precios de nuestros servicios, IVA incluido',
            columns: ['Servicio', 'Precio'],
            rows: [
              ['Demo', `Gratis, sin compromiso, en ${offer.demo.days} días`],
              [
                `${offer.plan.name}: web nueva y asistente virtual`,
                `${setupPrice}, pago único, o ${offer.instalments} plazos sin intereses de ${instalment}`,
              ],
              ['Mantenimiento (opcional)', `${maintenancePrice} al mes, sin permanencia`],
            ],
          },
        },
        `El precio del ${offer.plan.name} es el de la oferta vigente en la web, válida hasta el ${formatDay(offer.specialOfferValidUntil)}.`,
        'Los costes de las herramientas que dependen del uso no están incluidos y se pagan aparte según el consumo real: por ejemplo, los minutos de llamadas del asistente de voz, el uso del asistente con avatar en vídeo o servicios de terceros que elijas añadir. Te los explicamos en la propuesta antes de contratar, y nunca te cobraremos un coste de uso del que no te hayamos informado. El dominio sigue siendo tuyo y, si ya lo tienes, sigues pagándolo a tu proveedor.',
        'Podemos cambiar nuestros precios en el futuro, pero el precio que aceptaste en tu propuesta se respeta siempre.',
      ],
    },
    {
      id: 'pago',
      title: 'Formas de pago',
      blocks: [
        {
          list: [
            [strong('Pago único'), `: pagas ${setupPrice} al contratar.`],
            [
              strong(`En ${offer.instalments} plazos sin intereses`),
              `: pagas ${instalment} al contratar y lo mismo en cada uno de los meses siguientes, hasta completar ${setupPrice}. Sin intereses ni comisiones.`,
            ],
            [
              strong('Mantenimiento'),
              `: ${maintenancePrice} al mes, que se cobran por adelantado a partir del mes de la entrega.`,
            ],
          ],
        },
        'Puedes pagar con tarjeta, en la página segura de la entidad de pago, o por transferencia bancaria. Te enviamos una factura por cada pago.',
        'Si un pago se retrasa, te avisaremos y te daremos un plazo razonable para hacerlo. Si pasado ese plazo sigue pendiente, podemos pausar el trabajo o el mantenimiento hasta que se regularice.',
      ],
    },
    {
      id: 'garantias',
      title: 'Nuestras garantías',
      blocks: [
        {
          list: [
            [
              strong('Revisiones ilimitadas hasta que lo apruebes'),
              ': ajustamos diseño, textos y respuestas del asistente tantas veces como haga falta, dentro de lo acordado en la propuesta, hasta que estés satisfecho.',
            ],
            [
              strong(`Soporte con resolución en ${offer.supportResolutionHours} h`),
              `: resolvemos las incidencias que nos comuniques en un máximo de ${offer.supportResolutionHours} horas, durante el desarrollo y, después de la entrega, mientras tengas contratado el mantenimiento.`,
            ],
            [
              strong(`Disponibilidad del ${uptime}`),
              `: mientras tu web esté alojada con nosotros y tengas el mantenimiento contratado, garantizamos que esté disponible al menos el ${uptime} del tiempo cada mes. No cuentan las paradas programadas que te avisemos con antelación ni las causas ajenas a nosotros, como un corte general de internet.`,
            ],
            [
              strong(`Lighthouse por encima de ${offer.lighthouseScore}`),
              ': te entregamos la web con una puntuación de rendimiento de Lighthouse superior a esa cifra. Si no la alcanza en la entrega, la corregimos sin coste.',
            ],
          ],
        },
        'Si no cumplimos alguna de estas garantías, lo corregimos sin coste adicional lo antes posible.',
      ],
    },
    {
      id: 'mantenimiento',
      title: 'Mantenimiento y cancelación',
      blocks: [
        'El mantenimiento es opcional, se contrata por meses y no tiene permanencia. Puedes darlo de baja cuando quieras escribiéndonos antes de que empiece el mes siguiente: seguirá activo hasta el final del mes ya pagado, y no se devuelve la parte de ese mes.',
        'Si das de baja el mantenimiento o dejas de trabajar con nosotros, te entregamos los archivos y contenidos de tu web y te ayudamos a trasladarla a otro proveedor. La web es tuya.',
        'Si decides no seguir adelante después de la demo, no pagas nada. Una vez firmado el contrato, si quieres cancelar el proyecto antes de la entrega, te cobraremos solo la parte del trabajo ya hecha, y te devolveremos lo que hayas pagado de más.',
      ],
    },
    {
      id: 'tus-compromisos',
      title: 'Lo que necesitamos de ti',
      blocks: [
        {
          list: [
            'Que nos des información veraz y los contenidos de tu negocio (textos, fotos, horarios, servicios, precios) a tiempo.',
            'Que tengas derecho a usar los contenidos que nos entregas, sin infringir derechos de otras personas.',
            'Que revises las propuestas de diseño y las respuestas del asistente y nos digas qué cambiar.',
            'Que mantengas actualizada la información con la que trabaja tu asistente, o nos pidas que lo hagamos con el mantenimiento.',
          ],
        },
      ],
    },
    {
      id: 'propiedad',
      title: 'Propiedad de la web y de tus datos',
      blocks: [
        'Cuando completas el pago, la web que hemos hecho para ti y sus contenidos son tuyos. Conservamos la propiedad de las herramientas y componentes genéricos que usamos en todos nuestros proyectos, y te damos una licencia indefinida para usarlos en tu web.',
        'La información de tu negocio con la que entrenamos tu asistente sigue siendo tuya, y solo la usamos para prestarte el servicio.',
        [
          'Si tu web o tu asistente tratan datos personales de tus clientes, actuamos como encargado del tratamiento por cuenta tuya y firmamos contigo el contrato que exige el artículo 28 del RGPD. Cómo tratamos tus propios datos lo explica nuestra ',
          link('política de privacidad', '/legal/privacidad'),
          '.',
        ],
      ],
    },
    {
      id: 'responsabilidad',
      title: 'Responsabilidad',
      blocks: [
        'Hacemos nuestro trabajo con la diligencia de un profesional y respondemos de él. No respondemos de los daños causados por contenidos o información que nos des, por un uso de la web o del asistente distinto al acordado, ni por fallos de servicios de terceros que no dependan de nosotros.',
        'El asistente responde de forma automática a partir de la información de tu negocio: revisa que esa información sea correcta y esté actualizada, porque el asistente no puede saber más que ella.',
        'Salvo en caso de dolo o culpa grave, nuestra responsabilidad total por el servicio se limita a lo que nos hayas pagado en los 12 meses anteriores al hecho que la cause, y no alcanza al lucro cesante ni a otros daños indirectos.',
      ],
    },
    {
      id: 'ley',
      title: 'Ley aplicable y tribunales',
      blocks: [
        `Estas condiciones se rigen por la ley española. Para cualquier conflicto, las partes se someten a los juzgados y tribunales de ${company.address.locality}, salvo que contrates como consumidor: en ese caso serán los de tu domicilio.`,
        'Si eres consumidor, también puedes acudir al Sistema Arbitral de Consumo para resolver un conflicto de forma gratuita y sin ir a juicio.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios en estas condiciones',
      blocks: [
        'Podemos actualizar estas condiciones. Los cambios se aplican a las contrataciones posteriores: tu contrato se rige por las condiciones que aceptaste. Si cambiamos algo del mantenimiento que tienes contratado, te lo avisaremos con al menos un mes de antelación y podrás darlo de baja sin coste.',
      ],
    },
  ],
};
