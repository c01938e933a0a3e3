import { Button, Dialog, Stack, toast } from '@renueva/ui';
import { useState } from 'react';
import { offer } from '../content/offer';
import * as styles from './LeadDialog.css';
import { LeadForm } from './LeadForm';

export interface LeadDialogProps {
  onClose: () => void;
}

/** The lead modal: the demo request form, then a thank-you in place of the form. */
export default function LeadDialog({ onClose }: LeadDialogProps) {
  const [sent, setSent] = useState(false);
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
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
