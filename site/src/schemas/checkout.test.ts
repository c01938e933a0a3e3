import { describe, expect, test } from 'vitest';
import { checkoutSchema } from './checkout';
import { fieldErrors } from './errors';

const valid = {
  plan: 'premium',
  paymentMode: 'instalments',
  maintenance: true,
  name: 'Ana García López',
  email: 'ana@panaderiagarcia.es',
  phone: '+34 612 345 678',
  taxId: '12345678Z',
  address: 'Calle Mayor, 1, bajo',
  postalCode: '28013',
  city: 'Madrid',
  acceptTerms: true,
};

const errorsOf = (input: unknown) => {
  const result = checkoutSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

test('a complete order is accepted', () => {
  expect(checkoutSchema.parse(valid)).toEqual(valid);
  expect(errorsOf({ ...valid, paymentMode: 'single', maintenance: false })).toEqual({});
});

test('every missing field is explained in Spanish', () => {
  expect(errorsOf({})).toEqual({
    plan: 'Ese plan no existe.',
    paymentMode: 'Elige cómo quieres pagar.',
    maintenance: 'Indica si quieres el mantenimiento mensual.',
    name: 'Escribe tu nombre y apellidos.',
    email: 'Escribe tu correo electrónico.',
    phone: 'Escribe tu teléfono.',
    taxId: 'Escribe tu NIF, NIE o CIF.',
    address: 'Escribe la dirección de facturación.',
    postalCode: 'Escribe el código postal.',
    city: 'Escribe la población.',
    acceptTerms: 'Necesitamos que aceptes los términos y la política de privacidad.',
  });
});

test('only the Premium plan and the two payment modes exist, and the terms must be accepted', () => {
  expect(errorsOf({ ...valid, plan: 'basic', paymentMode: 'monthly', acceptTerms: false })).toEqual({
    plan: 'Ese plan no existe.',
    paymentMode: 'Elige cómo quieres pagar.',
    acceptTerms: 'Necesitamos que aceptes los términos y la política de privacidad.',
  });
});

describe('tax id', () => {
  test.each([
    [' 12.345.678-z ', '12345678Z'],
    ['x-1234567-l', 'X1234567L'],
    ['b 1234567 4', 'B12345674'],
  ])('%s is accepted and stored as %s', (taxId, stored) => {
    expect(checkoutSchema.parse({ ...valid, taxId }).taxId).toBe(stored);
  });

  test('a wrong control character is refused', () => {
    expect(errorsOf({ ...valid, taxId: '12345678A' })).toEqual({
      taxId: 'Ese NIF, NIE o CIF no es válido: revisa los números y la letra.',
    });
  });
});

describe('postal code', () => {
  test.each(['01001', '08001', '28013', '35001', '52006', ' 41001 '])(
    '%s is a Spanish postal code',
    (postalCode) => {
      expect(errorsOf({ ...valid, postalCode })).toEqual({});
    },
  );

  test.each(['00123', '53000', '99999', '2801', '280130', 'ABCDE', '28 013'])(
    '%s is refused',
    (postalCode) => {
      expect(errorsOf({ ...valid, postalCode })).toEqual({
        postalCode: 'Escribe un código postal español de 5 cifras, por ejemplo 28001.',
      });
    },
  );
});

test('the business name is optional, and may be left empty', () => {
  expect(errorsOf({ ...valid, company: 'Panadería García S.L.' })).toEqual({});
  expect(errorsOf({ ...valid, company: '' })).toEqual({});
  expect(errorsOf({ ...valid, company: 'x'.repeat(121) })).toEqual({
    company: 'El nombre de tu negocio no puede pasar de 120 caracteres.',
  });
});
