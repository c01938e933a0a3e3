import { brand } from '../brand';
import { company } from '../company';
import { companyIdentification, siteDomain } from './common';
import { type LegalDocument, link } from './types';

/** The legal notice the LSSI-CE (Ley 34/2002) requires of every Spanish website. */
export const legalNotice: LegalDocument = {
  path: '/legal/aviso-legal',
  title: 'Aviso legal',
  description: `Quién está detrás de ${siteDomain} y las condiciones de uso de la web: datos de la empresa, propiedad intelectual, responsabilidad y ley aplicable.`,
  intro: `Aquí encontrarás quién está detrás de ${siteDomain} y las condiciones para usar esta web, como exige la Ley 34/2002 de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE).`,
  contactEmail: company.email,
  contactText: 'Si tienes cualquier duda sobre este aviso legal, escríbenos a',
  sections: [
    {
      id: 'identificacion',
      title: 'Datos identificativos',
      blocks: [
        `En cumplimiento del artículo 10 de la LSSI-CE, te informamos de que ${siteDomain} es una web de:`,
        companyIdentification,
      ],
    },
    {
      id: 'uso',
      title: 'Condiciones de uso',
      blocks: [
        `Esta web presenta los servicios de ${brand.name}: la renovación de la web de tu negocio y un asistente virtual entrenado con tu propia información. Puedes navegar por ella libremente y sin registrarte.`,
        'Al usarla te comprometes a hacerlo de buena fe y conforme a la ley: sin intentar dañarla, sobrecargarla o acceder a partes no públicas, y sin enviar a través de sus formularios o de su asistente contenidos ilícitos, ofensivos o datos de otras personas sin su permiso.',
        [
          'La contratación de nuestros servicios se rige por los ',
          link('términos y condiciones', '/legal/terminos'),
          ' y por la propuesta que aceptes.',
        ],
      ],
    },
    {
      id: 'propiedad-intelectual',
      title: 'Propiedad intelectual e industrial',
      blocks: [
        `Los textos, el diseño, las imágenes, los vídeos, el código y los demás elementos de esta web, así como la marca y el logotipo de ${brand.name}, son propiedad de ${company.legalName} o se usan con permiso de sus titulares, y están protegidos por la legislación de propiedad intelectual e industrial.`,
        'Puedes verlos, imprimirlos y guardarlos para tu uso personal. No puedes reproducirlos, distribuirlos, transformarlos ni comunicarlos públicamente, total o parcialmente, con fines comerciales sin nuestra autorización por escrito.',
        [
          'La fuente tipográfica Plus Jakarta Sans se usa bajo la licencia libre ',
          link('SIL Open Font License', 'https://openfontlicense.org'),
          '. Las marcas de terceros que aparecen en la web, como Google o Lighthouse, pertenecen a sus titulares y se citan solo a título informativo.',
        ],
      ],
    },
    {
      id: 'responsabilidad',
      title: 'Limitación de responsabilidad',
      blocks: [
        'Revisamos con cuidado la información de esta web, pero puede contener errores o quedar desactualizada. Es orientativa: lo que acordemos contigo se rige por la propuesta y el contrato.',
        'Hacemos lo posible para que la web esté siempre disponible y libre de virus u otros elementos dañinos, pero no podemos garantizarlo en todo momento. No respondemos de los daños causados por interrupciones, fallos técnicos o ataques ajenos a nosotros, ni por un uso de la web contrario a este aviso.',
        'El asistente virtual de esta web responde de forma automática a partir de nuestra propia información. Sus respuestas son orientativas y no sustituyen a la propuesta ni al contrato.',
        'Los enlaces a webs de terceros, como la de la Agencia Española de Protección de Datos, se ofrecen para tu comodidad. No controlamos esas webs ni respondemos de su contenido. Si detectas un enlace a un contenido ilícito, avísanos y lo retiraremos.',
      ],
    },
    {
      id: 'datos-personales',
      title: 'Datos personales y cookies',
      blocks: [
        [
          'Cómo tratamos tus datos personales lo explica nuestra ',
          link('política de privacidad', '/legal/privacidad'),
          ', y qué guarda esta web en tu navegador, la ',
          link('política de cookies', '/legal/cookies'),
          '.',
        ],
      ],
    },
    {
      id: 'ley',
      title: 'Ley aplicable y jurisdicción',
      blocks: [
        `Este aviso legal se rige por la ley española. Para cualquier conflicto relacionado con esta web, las partes se someten a los juzgados y tribunales de ${company.address.locality}, salvo que la ley establezca otro fuero; en particular, si eres consumidor, serán los de tu domicilio.`,
      ],
    },
  ],
};
