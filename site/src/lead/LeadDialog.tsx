import { Button, Dialog, Stack, toast } from '@renueva/ui';
import { useState } from 'react';
import { offer } from '../content/offer';
import * as styles from './LeadDialog.css';
import { LeadForm } from './LeadForm';
import { LEAD_DIALOG_ID } from './leadDialog';

/**
 * The lead modal: the demo request form, then a thank-you in place of the form. It is in every page's
 * HTML, closed, so that 'Solicitar demo' opens it at once (see DemoButton); its code runs when the
 * visitor reaches into it. Closed after a request was sent, it opens on an empty form again.
 */
export function LeadDialog() {
  const [sent, setSent] = useState(false);
  const [form, setForm] = useState(0);
  return (
    <Dialog
      id={LEAD_DIALOG_ID}
      onOpenChange={(isOpen) => {
        if (isOpen || !sent) return;
        setSent(false);
        setForm((count) => count + 1);
      }}
      title={sent ? '¡Solicitud recibida!' : 'Solicita tu demo gratuita'}
      description={
        sent ? undefined : `Déjanos tus datos y te escribimos ${offer.leadResponse} para preparar tu demo.`
      }
    >
      {({ close }) =>
        sent ? (
          <Stack gap="4" align="start">
            <p className={styles.thanks}>
              Gracias. Te escribiremos {offer.leadResponse} para conocer tu negocio y preparar tu demo
              gratuita.
            </p>
            <Button onPress={close} autoFocus>
              Volver a la web
            </Button>
          </Stack>
        ) : (
          <LeadForm
            key={form}
            onSuccess={() => {
              setSent(true);
              toast({ title: 'Solicitud enviada', description: 'Te escribiremos muy pronto.' });
            }}
          />
        )
      }
    </Dialog>
  );
}
