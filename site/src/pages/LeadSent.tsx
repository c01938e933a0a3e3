import { LinkButton, NotFound } from '@renueva/ui';
import { brand } from '../content/brand';
import { offer } from '../content/offer';
import type { Page } from './page';

/**
 * Where a demo request sent by the plain form lands (without JavaScript, or before the form's code
 * ran): the same thanks the lead modal gives, on the design system's status card.
 */
function LeadSent() {
  return (
    <main id="contenido">
      <NotFound
        title="¡Solicitud recibida!"
        text={`Gracias. Te escribiremos ${offer.leadResponse} para conocer tu negocio y preparar tu demo gratuita.`}
        action={<LinkButton href="/">Volver a la web</LinkButton>}
      />
    </main>
  );
}

export const leadSentPage: Page = {
  meta: {
    title: `Solicitud recibida | ${brand.name}`,
    description: `Hemos recibido tu solicitud de demo gratuita de ${brand.name}. Te escribiremos muy pronto para prepararla.`,
    noindex: true,
  },
  Component: LeadSent,
};
