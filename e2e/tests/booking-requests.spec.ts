import { readMailbox } from '../support/mailbox.ts';
import { expect as baseExpect, test } from '../support/test.ts';
import { freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Decision 0034: a client requests a booking from a filmmaker's portfolio; the filmmaker proposes
// changes, the client accepts them, and the booking is confirmed with a contract both can read. Another
// request is declined with a reason the client reads.

const shoot = screenshotsIn('booking-requests-shots');
// Every page here waits on a request round trip or two (and the guard's account check) after an action.
const expect = baseExpect.configure({ timeout: 20_000 });

// prettier-ignore
test('a booking request from the portfolio: changes proposed and accepted, then another declined', async ({ browser, request }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const net = `10.83.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const lena = await freshPage(browser, `${net}.2`);
  const title = `Harbour${stamp} launch film`;
  // Days far enough ahead that other runs and the seed never book them.
  const year = 2029 + (parseInt(stamp.slice(-2), 36) % 20);

  await signIn(client, 'client@reelhire.test');
  await client.goto('/portfolio/lena-fischer');
  await client.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(client).toHaveURL(/\/book\/lena-fischer$/);
  await expect(client.getByRole('heading', { name: 'Book Lena Fischer' })).toBeVisible();

  await client.getByLabel('Add a date').fill(`${year}-03-05`);
  await client.getByRole('button', { name: 'Add day' }).click();
  await client.getByLabel('Add a date').fill(`${year}-03-06`);
  await client.getByRole('button', { name: 'Add day' }).click();
  await client.getByLabel(/^Part of .* 6 Mar/).selectOption('am');
  await client.getByLabel('Title').fill(title);
  await client.getByLabel('Brief').fill('A day in the boatyard and a morning of product shots.');
  await client.getByLabel('City').fill('Bristol');
  await client.getByLabel('Budget').fill('900');
  await shoot(client, '01-client-book-form');
  await client.getByRole('button', { name: 'Send booking request' }).click();
  await expect(client.getByText('Request sent to Lena Fischer.')).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Your requests to Lena Fischer' })).toBeVisible();

  // Lena is told by email, opens the request and proposes a full second day for more.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await readMailbox(request, 'lena.fischer@reelhire.test')).find((m) =>
        m.subject.includes(title),
      );
      link = /\/filmmaker\/dashboard\/bookings\/requests\/[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await signIn(lena, 'lena.fischer@reelhire.test');
  await lena.goto(link);
  await expect(lena.getByRole('heading', { name: title })).toBeVisible();
  await shoot(lena, '02-filmmaker-request');
  await lena.getByRole('button', { name: 'Propose changes' }).click();
  await lena.getByLabel(/^Part of .* 6 Mar/).selectOption('full');
  await lena.getByLabel(/^Budget/).fill('1200');
  await lena.getByLabel('Message').fill('Product shots need a full day to light well.');
  await lena.getByRole('button', { name: 'Send proposed changes' }).click();
  await expect(lena.getByText(/Waiting for .* to answer your changes/)).toBeVisible();
  await shoot(lena, '03-filmmaker-changes-proposed');

  // The client sees the changes highlighted and accepts them: the booking is confirmed with a contract.
  await client.reload();
  await expect(client.getByText(/Lena Fischer proposed changes/)).toBeVisible();
  await expect(client.getByText('“Product shots need a full day to light well.”')).toBeVisible();
  await shoot(client, '04-client-changes-proposed');
  await client.getByRole('button', { name: 'Accept the changes' }).click();
  await expect(client.getByRole('dialog', { name: 'Accept these changes?' })).toContainText(
    'This signs a contract with Lena Fischer',
  );
  await shoot(client, '04b-client-accept-changes-dialog', false);
  await client
    .getByRole('dialog', { name: 'Accept these changes?' })
    .getByRole('button', { name: 'Accept and sign' })
    .click();
  await expect(client.getByText(/Booked: the contract is RH-/)).toBeVisible();
  const number = /RH-[0-9-]+/.exec(
    (await client.getByText(/Booked: the contract is RH-/).textContent()) ?? '',
  )![0];
  await shoot(client, '05-client-booked');

  await lena.reload();
  await expect(lena.getByText(`Accepted: contract ${number} is signed.`)).toBeVisible();
  await shoot(lena, '06-filmmaker-accepted');
  // The contract shows for both: Lena through her applications, the client on the job.
  await lena.goto('/filmmaker/dashboard/applications');
  await lena
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await lena.getByRole('link', { name: /See the contract/ }).click();
  await expect(lena.getByRole('heading', { name: `Contract ${number}` })).toBeVisible();
  await client.getByRole('link', { name: 'Open the job' }).click();
  await expect(client.getByText(number).first()).toBeVisible();
  await expect
    .poll(async () => (await readMailbox(request, 'lena.fischer@reelhire.test')).map((m) => m.subject))
    .toContain(`Booking confirmed: ${title}`);

  // Another request, declined with a reason the client reads.
  await client.goto('/book/lena-fischer');
  await client.getByLabel('Add a date').fill(`${year}-04-10`);
  await client.getByRole('button', { name: 'Add day' }).click();
  await client.getByLabel('Title').fill(`Second ${title}`);
  await client.getByLabel('City').fill('Bristol');
  await client.getByLabel('Budget').fill('500');
  await client.getByRole('button', { name: 'Send booking request' }).click();
  await expect(client.getByText('Request sent to Lena Fischer.')).toBeVisible();
  let second = '';
  await expect
    .poll(async () => {
      const mail = (await readMailbox(request, 'lena.fischer@reelhire.test')).find((m) =>
        m.subject.includes(`Second ${title}`),
      );
      second = /\/filmmaker\/dashboard\/bookings\/requests\/[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0] ?? '';
      return second;
    })
    .not.toBe('');
  await lena.goto(second);
  await lena.getByRole('button', { name: 'Decline' }).click();
  await lena.getByLabel(/Why you can’t take it/).fill('I am away that week, sorry. Another time!');
  await lena.getByRole('button', { name: 'Decline the request' }).click();
  await expect(lena.getByText('Declined: “I am away that week, sorry. Another time!”')).toBeVisible();

  await client.reload();
  await expect(
    client.getByText(
      /Lena Fischer can’t take this booking, and said: “I am away that week, sorry. Another time!”/,
    ),
  ).toBeVisible();
  await shoot(client, '07-client-declined');
});
