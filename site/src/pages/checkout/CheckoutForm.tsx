import {
  Checkbox,
  Form,
  FormRow,
  Link,
  Radio,
  RadioGroup,
  SubmitButton,
  Switch,
  TextField,
} from '@renueva/ui';
import { formatPrice, instalmentAmount } from '@renueva/ui/format';
import { useState } from 'react';
import { offer } from '../../content/offer';
import { showSubmitError } from '../../forms/submitError';
import { type CheckoutInput, checkoutSchema, type PaymentMode } from '../../schemas/checkout';
import { fieldErrors } from '../../schemas/errors';

const text = (data: FormData, key: string) => String(data.get(key) ?? '');

export interface CheckoutFormProps {
  paymentMode: PaymentMode;
  onPaymentModeChange: (mode: PaymentMode) => void;
  maintenance: boolean;
  onMaintenanceChange: (maintenance: boolean) => void;
  /** Sends the order; rejects with an ApiError when the server refuses it. */
  onSubmit: (input: CheckoutInput) => Promise<unknown>;
}

/**
 * The order form: payment choice, optional maintenance, billing details and the terms. Checked with
 * the server's own zod schema before sending; refused fields are shown beside each field.
 */
export function CheckoutForm({
  paymentMode,
  onPaymentModeChange,
  maintenance,
  onMaintenanceChange,
  onSubmit,
}: CheckoutFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(data: FormData) {
    const company = text(data, 'company');
    const parsed = checkoutSchema.safeParse({
      plan: offer.plan.id,
      paymentMode,
      maintenance,
      name: text(data, 'name'),
      email: text(data, 'email'),
      phone: text(data, 'phone'),
      company: company.trim() ? company : undefined,
      taxId: text(data, 'taxId'),
      address: text(data, 'address'),
      postalCode: text(data, 'postalCode'),
      city: text(data, 'city'),
      acceptTerms: data.get('acceptTerms') === 'true',
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      showSubmitError(error, 'No hemos podido registrar tu pedido', setErrors);
    }
  }

  const instalment = formatPrice(instalmentAmount(offer.plan.setupPrice, offer.instalments));
  return (
    <Form aria-label="Contratar el Plan Premium" validationErrors={errors} onValidSubmit={submit}>
      <RadioGroup
        label="Forma de pago"
        name="paymentMode"
        value={paymentMode}
        onChange={(value) => onPaymentModeChange(value as PaymentMode)}
        isRequired
      >
        <Radio value="single" description="Pagas el total al confirmar el pedido.">
          Pago único de {formatPrice(offer.plan.setupPrice)}
        </Radio>
        <Radio value="instalments" description="Uno al confirmar y los siguientes a 30 y 60 días.">
          {offer.instalments} pagos de {instalment} sin intereses
        </Radio>
      </RadioGroup>
      <Switch
        name="maintenance"
        isSelected={maintenance}
        onChange={onMaintenanceChange}
        description="Soporte, actualizaciones y mejoras puntuales. Puedes darlo de baja cuando quieras."
      >
        Añadir mantenimiento por {formatPrice(offer.maintenance.monthlyPrice)} al mes
      </Switch>
      <FormRow>
        <TextField
          label="Nombre y apellidos"
          name="name"
          autoComplete="name"
          isRequired
          minLength={2}
          maxLength={100}
        />
        <TextField label="Correo electrónico" name="email" type="email" autoComplete="email" isRequired />
      </FormRow>
      <FormRow>
        <TextField label="Teléfono" name="phone" type="tel" autoComplete="tel" isRequired />
        <TextField
          label="Empresa"
          name="company"
          labelHint="(opcional)"
          autoComplete="organization"
          maxLength={120}
        />
      </FormRow>
      <TextField
        label="NIF, NIE o CIF"
        name="taxId"
        isRequired
        maxLength={20}
        description="Lo necesitamos para la factura."
      />
      <TextField
        label="Dirección de facturación"
        name="address"
        autoComplete="address-line1"
        isRequired
        maxLength={200}
      />
      <FormRow>
        <TextField
          label="Código postal"
          name="postalCode"
          autoComplete="postal-code"
          inputMode="numeric"
          isRequired
          maxLength={5}
        />
        <TextField label="Población" name="city" autoComplete="address-level2" isRequired maxLength={100} />
      </FormRow>
      <Checkbox name="acceptTerms" value="true" isRequired>
        Acepto los <Link href="/legal/terminos">términos de contratación</Link> y la{' '}
        <Link href="/legal/privacidad">política de privacidad</Link>
      </Checkbox>
      <SubmitButton size="lg">Confirmar pedido</SubmitButton>
    </Form>
  );
}
