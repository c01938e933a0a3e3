import { describe, expect, test } from 'vitest';
import { fieldErrors } from './errors';
import { LEAD_MESSAGE_MAX_LENGTH, leadSchema } from './lead';

const valid = {
  name: 'Ana García',
  email: 'ana@panaderiagarcia.es',
  phone: '612 345 678',
  company: 'Panadería García',
  assistant: 'chat',
  acceptPrivacy: true,
};

/** The message the form shows beside each invalid field, or {} when the lead is accepted. */
const errorsOf = (input: unknown) => {
  const result = leadSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

test('a complete lead is accepted, with its text trimmed', () => {
  expect(leadSchema.parse({ ...valid, name: '  Ana García ', company: ' Panadería García\t' })).toMatchObject(
    {
      ...valid,
      name: 'Ana García',
      company: 'Panadería García',
    },
  );
});

test('every missing field is explained in Spanish', () => {
  expect(errorsOf({})).toEqual({
    name: 'Escribe tu nombre.',
    email: 'Escribe tu correo electrónico.',
    phone: 'Escribe tu teléfono.',
    company: 'Escribe el nombre de tu negocio.',
    assistant: 'Elige qué asistente te interesa.',
    acceptPrivacy: 'Necesitamos que aceptes la política de privacidad para contactarte.',
  });
  expect(errorsOf('nombre=Ana')).toEqual({ body: 'Envía los datos del formulario como un objeto JSON.' });
});

test('wrong values are explained in Spanish', () => {
  expect(
    errorsOf({ ...valid, name: 'A', email: 'ana@', assistant: 'holograma', acceptPrivacy: false }),
  ).toEqual({
    name: 'Tu nombre debe tener al menos 2 caracteres.',
    email: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.es.',
    assistant: 'Elige qué asistente te interesa.',
    acceptPrivacy: 'Necesitamos que aceptes la política de privacidad para contactarte.',
  });
});

test('each assistant version can be chosen', () => {
  for (const assistant of ['chat', 'voice', 'avatar']) expect(errorsOf({ ...valid, assistant })).toEqual({});
});

describe('phone', () => {
  test.each([
    '612345678',
    '612 345 678',
    '612-34-56-78',
    '912 345 678',
    '(91) 234 56 78',
    '+34 612 345 678',
    '+34612345678',
    '(+34) 612 345 678',
    '0034 612 345 678',
  ])('the Spanish number %s is accepted', (phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({});
  });

  test.each(['+44 20 7946 0958', '+1 (415) 555-2671', '0049 30 1234567', '+351 912 345 678'])(
    'the international number %s is accepted',
    (phone) => {
      expect(errorsOf({ ...valid, phone })).toEqual({});
    },
  );

  test.each([
    '12345',
    '512 345 678',
    '61234567',
    '6123456789',
    '+34 512 345 678',
    '+34 61234567',
    '+12 345',
    '+1234567890123456',
    '612 345 678 ext. 2',
    'llámame al móvil',
    '34+612345678',
  ])('%s is refused with an example of a valid number', (phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({
      phone: 'Escribe un teléfono válido, por ejemplo 612 345 678 o +34 612 345 678.',
    });
  });
});

describe('website', () => {
  test('is optional, and may be left empty', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, website: '' })).toEqual({});
  });

  test('typed without a scheme, it is read as https', () => {
    expect(leadSchema.parse({ ...valid, website: 'minegocio.es' }).website).toBe('https://minegocio.es');
    expect(leadSchema.parse({ ...valid, website: ' www.minegocio.es/contacto ' }).website).toBe(
      'https://www.minegocio.es/contacto',
    );
    expect(leadSchema.parse({ ...valid, website: 'http://minegocio.es' }).website).toBe(
      'http://minegocio.es',
    );
  });

  test.each(['javascript:alert(1)', 'ftp://minegocio.es', 'minegocio', 'https://localhost', 'https://'])(
    '%s is refused',
    (website) => {
      expect(errorsOf({ ...valid, website })).toEqual({
        website: 'Escribe una dirección web válida, por ejemplo minegocio.es.',
      });
    },
  );
});

describe('control characters', () => {
  test('are refused in single-line fields', () => {
    expect(errorsOf({ ...valid, name: 'Ana\u0000García', company: 'Panadería\nGarcía' })).toEqual({
      name: 'Tu nombre tiene caracteres no válidos.',
      company: 'El nombre de tu negocio tiene caracteres no válidos.',
    });
  });

  test('are refused in the message, which keeps its line breaks and tabs', () => {
    const message = 'Hola:\r\n\tQuiero una web nueva.\nGracias.';
    expect(leadSchema.parse({ ...valid, message }).message).toBe(message);
    expect(errorsOf({ ...valid, message: 'Hola\u0007' })).toEqual({
      message: 'El mensaje tiene caracteres no válidos.',
    });
  });
});

test(`the message is optional and holds at most ${LEAD_MESSAGE_MAX_LENGTH} characters`, () => {
  expect(errorsOf({ ...valid, message: '' })).toEqual({});
  expect(errorsOf({ ...valid, message: 'a'.repeat(LEAD_MESSAGE_MAX_LENGTH) })).toEqual({});
  expect(errorsOf({ ...valid, message: 'a'.repeat(LEAD_MESSAGE_MAX_LENGTH + 1) })).toEqual({
    message: `El mensaje no puede pasar de ${LEAD_MESSAGE_MAX_LENGTH} caracteres.`,
  });
});

test('a filled honeypot does not stop the lead, so a bot cannot tell it was caught', () => {
  expect(leadSchema.parse({ ...valid, fax: 'https://spam.example' })).toMatchObject({
    fax: 'https://spam.example',
  });
  expect(leadSchema.parse(valid).fax).toBeUndefined();
});
