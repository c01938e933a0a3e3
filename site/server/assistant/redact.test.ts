import { describe, expect, it } from 'vitest';
import { redactPersonal } from './redact';

describe('redactPersonal', () => {
  it.each([
    ['Escribidme a lucia.fernandez+web@panaderia-lucia.es', 'Escribidme a [correo]'],
    ['Mi móvil es 612 345 678, o el +34 612-345-678', 'Mi móvil es [número], o el [número]'],
    ['Mi DNI es 12345678Z y el NIE X1234567L', 'Mi DNI es [documento] y el NIE [documento]'],
    ['El CIF de mi empresa es B12345674', 'El CIF de mi empresa es [documento]'],
    ['Pagadme a ES91 2100 0418 4502 0005 1332', 'Pagadme a ES[número]'],
    ['Vivo en el 28013 de Madrid', 'Vivo en el [número] de Madrid'],
    ['Mirad www.panaderialucia.es/contacto?nombre=lucia', 'Mirad [web]'],
  ])('redacts %s', (question, kept) => {
    expect(redactPersonal(question)).toBe(kept);
  });

  it('keeps the numbers visitors ask about', () => {
    const question =
      '¿Son 999 € en 3 plazos de 333 €, con soporte en 48 h y un 99,9 % de disponibilidad en 2026?';
    expect(redactPersonal(question)).toBe(question);
  });

  it('keeps at most 300 characters, on one line', () => {
    expect(redactPersonal(`Hola\n\n${'a'.repeat(400)}`)).toBe(`Hola ${'a'.repeat(295)}`);
  });
});
