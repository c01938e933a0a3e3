import type { Page } from '@playwright/test';
import { expect, holdBack, test, tick, withConsent } from './fixtures';

/** The order form: every page also holds the lead form's fields, in its closed <dialog>. */
const order = (page: Page) => page.getByRole('form', { name: 'Contratar el Plan Premium' });

test.describe('the checkout', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test("an order's page shows 'Cargando...' while its island loads, then the order", async ({ page }) => {
    // Hold the checkout island's chunk back so the fallback can be seen.
    const release = await holdBack(page, 'CheckoutIsland');
    await page.route('**/api/orders/*', (route) =>
      route.fulfill({ status: 404, json: { error: 'No existe' } }),
    );
    await page.goto('/checkout?pedido=abcdefghijklmnopqrstuvwxyz012345');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Cargando...');
    await expect(page.getByRole('form', { name: 'Contratar el Plan Premium' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos tu pedido');
  });

  test('the summary follows the payment choice and the maintenance', async ({ page }) => {
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect(summary).toContainText(/Total\s*999\s€/);
    await page.getByText(/^3 pagos de 333/).click();
    await expect(summary).toContainText(/Primer pago\s*333\s€/);
    await tick(page.getByRole('switch', { name: /mantenimiento/ }));
    await expect(summary).toContainText(/Mantenimiento\s*149\s€\/mes/);
  });

  test('refuses an invalid NIF beside the field', async ({ page }) => {
    await page.goto('/checkout');
    await fillCustomer(page, { taxId: '12345678A' });
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(
      page.getByText('Ese NIF, NIE o CIF no es válido: revisa los números y la letra.').first(),
    ).toBeVisible();
  });

  test('keeps what is typed before the form has loaded its code, and sends it', async ({ page }) => {
    // The form's code arrives only once the visitor has typed into the prerendered form.
    const release = await holdBack(page, 'CheckoutIsland');
    await page.goto('/checkout');
    await order(page).getByLabel('Nombre y apellidos').fill('Marta Ruiz Gómez');
    await order(page).getByLabel('Correo electrónico').fill('marta@panaderiaruiz.es');
    release();
    await order(page).getByLabel('Teléfono').fill('+34 612 345 678');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const errors = page.getByRole('alert').filter({ hasText: 'Revisa' });
    await expect(errors).toContainText('NIF, NIE o CIF');
    for (const typed of ['Nombre y apellidos', 'Correo electrónico', 'Teléfono'])
      await expect(errors).not.toContainText(typed);
    await expect(order(page).getByLabel('Nombre y apellidos')).toHaveValue('Marta Ruiz Gómez');
  });

  test('records an order in instalments and says what happens next', async ({ page, consoleErrors }) => {
    await page.goto('/checkout');
    await page.getByText(/^3 pagos de 333/).click();
    await fillCustomer(page, { taxId: '12345678Z' });
    const answer = page.waitForResponse('**/api/checkout');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias! Tu pedido está registrado');
    await expect(page.getByText(/Referencia RNV-\d{4}-\d+/)).toBeVisible();
    await expect(page.getByText(/Pago 3 de 3\s*333\s€/)).toBeVisible();
    expect(consoleErrors).toEqual([]);

    // The address is now the order's own page: a reload asks the server where the order stands.
    await expect(page).toHaveURL(/\/checkout\?pedido=[\w-]{32}$/);
    const reference = await page.getByText(/Referencia RNV-\d{4}-\d+/).textContent();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias! Tu pedido está registrado');
    await expect(page.getByText(reference ?? '')).toBeVisible();
  });

  test('back from the payment page, it waits for the payment and shows it once confirmed', async ({
    page,
  }) => {
    let asked = 0;
    // The payment's confirmation reaches the server a moment after the visitor is back.
    await page.route('**/api/orders/*', (route) => {
      asked++;
      return route.fulfill({
        json: {
          reference: 'RNV-2026-0042',
          status: asked < 2 ? 'pending_payment' : 'paid',
          statusUrl: '/checkout?pedido=abcdefghijklmnopqrstuvwxyz012345',
          paymentMode: 'single',
          payments: [999],
          maintenanceMonthly: null,
          paymentUrl: asked < 2 ? 'https://checkout.stripe.com/c/pay/cs_1' : null,
          nextSteps:
            asked < 2 ? 'Hemos registrado tu pedido RNV-2026-0042.' : 'Hemos recibido tu pago de 999 €.',
        },
      });
    });
    await page.goto('/checkout?pedido=abcdefghijklmnopqrstuvwxyz012345&pago=completado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos confirmando tu pago');
    await expect(page.getByRole('link', { name: /pago seguro/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '¡Pago recibido! Nos ponemos en marcha',
      {
        timeout: 10_000,
      },
    );
    await expect(page.getByRole('status').filter({ hasText: 'Hemos recibido tu pago' })).toBeVisible();
  });

  test('says so when the order behind an address does not exist', async ({ page }) => {
    await page.goto('/checkout?pedido=abcdefghijklmnopqrstuvwxyz012345');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos tu pedido');
  });
});

async function fillCustomer(page: Page, { taxId }: { taxId: string }) {
  await order(page).getByLabel('Nombre y apellidos').fill('Marta Ruiz Gómez');
  await order(page).getByLabel('Correo electrónico').fill('marta@panaderiaruiz.es');
  await order(page).getByLabel('Teléfono').fill('+34 612 345 678');
  await order(page).getByLabel('NIF, NIE o CIF').fill(taxId);
  await order(page).getByLabel('Dirección de facturación').fill('Calle Mayor, 12');
  await order(page).getByLabel('Código postal').fill('28013');
  await order(page).getByLabel('Población').fill('Madrid');
  await tick(page.getByRole('checkbox', { name: /términos de contratación/ }));
}
