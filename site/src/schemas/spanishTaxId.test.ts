import { describe, expect, test } from 'vitest';
import { isValidSpanishTaxId, normalizeTaxId } from './spanishTaxId';

describe('NIF of a person (DNI number and letter)', () => {
  test.each(['12345678Z', '00000000T', '87654321X'])('%s is valid', (id) => {
    expect(isValidSpanishTaxId(id)).toBe(true);
  });
  test.each(['12345678A', '1234567Z', '123456789Z', '12345678', 'Z12345678'])('%s is not', (id) => {
    expect(isValidSpanishTaxId(id)).toBe(false);
  });
});

describe('NIE of a foreign resident', () => {
  test.each(['X1234567L', 'Y1234567X', 'Z1234567R'])('%s is valid', (id) => {
    expect(isValidSpanishTaxId(id)).toBe(true);
  });
  test.each(['X1234567A', 'W1234567L', 'X123456L', 'X12345678L'])('%s is not', (id) => {
    expect(isValidSpanishTaxId(id)).toBe(false);
  });
});

describe('CIF of a company or another entity', () => {
  test.each([
    ['A28015865', 'a public limited company, control digit'],
    ['A46103834', 'a public limited company, control digit'],
    ['B12345674', 'a limited company, control digit'],
    ['P2807900B', 'a local authority, control letter'],
    ['Q2826000H', 'a public body, control letter'],
    ['S2811001C', 'a state body, control letter'],
    ['N0032484H', 'a foreign entity, control letter'],
    ['W0184081H', 'a permanent establishment of a non-resident, control letter'],
    ['G12345674', 'an association, control digit'],
    ['G1234567D', 'an association, control letter'],
    ['B0012345E', 'a non-resident number (00), control letter'],
  ])('%s is valid (%s)', (id) => {
    expect(isValidSpanishTaxId(id)).toBe(true);
  });
  test.each([
    ['A28015864', 'wrong control digit'],
    ['A2801586E', 'a public limited company with a control letter'],
    ['B1234567D', 'a limited company with a control letter'],
    ['P2807900A', 'wrong control letter'],
    ['Q28260008', 'a public body with a control digit'],
    ['B00123455', 'a non-resident number (00) with a control digit'],
    ['I12345674', 'no entity kind I'],
    ['B1234567', 'too short'],
  ])('%s is not valid (%s)', (id) => {
    expect(isValidSpanishTaxId(id)).toBe(false);
  });
});

test('ids are accepted in any common spelling: lowercase, spaces, dots and dashes', () => {
  for (const id of [' b-1234567.4 ', '12.345.678-z', 'x 1234567 l', 'q-2826000-h'])
    expect(isValidSpanishTaxId(id)).toBe(true);
  expect(normalizeTaxId(' b-1234567.4 ')).toBe('B12345674');
  expect(normalizeTaxId('12.345.678-z')).toBe('12345678Z');
});
