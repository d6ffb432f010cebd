import type { Order, Part } from '@storefront/shared/schemas';
import { addPart, startMailingServer } from '../../test/fixtures';
import { call, describeEachDb, freshUser, signInAs, signInCast, type Actor, type TestServer } from '../../test/harness';
import type { Inbox } from '../../test/inbox';
import { loadConfig } from '../config';
import { renderInvitationEmail, renderOrderEmail } from './templates';
import { renderPaymentEmail } from './payment-emails';
import { renderQuoteEmail } from './quote-emails';

describeEachDb('e-mails in the recipient’s language', (kind) => {
  let server: TestServer;
  let inbox: Inbox;
  let bangla: Actor;
  let english: Actor;
  let part: Part;

  const checkout = async (buyer: Actor): Promise<Order> => {
    const reply = await call(server, 'POST', '/checkout', {
      token: buyer.token,
      body: { address: 'Plot 9, Ashulia, Dhaka', phone: '+8801711000000', lines: [{ partId: part._id, quantity: 1200 }] },
    });
    expect(reply.status).toBe(201);
    return reply.body.order as Order;
  };

  beforeAll(async () => {
    ({ server, inbox } = await startMailingServer(kind));
    const cast = await signInCast(server);
    bangla = await signInAs(server, await freshUser('mail-bn'));
    english = await signInAs(server, await freshUser('mail-en'));
    expect((await call(server, 'PUT', '/user/language', { token: bangla.token, body: { language: 'bn' } })).status).toBe(200);
    part = await addPart(server, cast.admin.token, {
      sku: `SL-BN${kind === 'pglite' ? 'L' : 'P'}${Date.now().toString(36).toUpperCase()}`,
      name: 'Bobbin case',
      price: 1250.5,
      description: 'For the Bangla mail tests',
      min_order_Quantity: 1,
      available_Quantity: 10_000,
      img: '/images/seed/needle-plate.svg',
    });
    expect((await call(server, 'PATCH', `/parts/${part._id}`, { token: cast.admin.token, body: { nameBn: 'ববিন কেস' } })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.stop();
  });

  it('sends a customer whose account reads Bangla their order in Bangla, and another in English as before', async () => {
    const theirs = await checkout(bangla);
    const other = await checkout(english);
    const mails = await inbox.count(2);
    const to = (order: Order) => mails.find((m) => m.subject?.includes(order.number))!;
    const mail = to(theirs);
    expect(mail.subject).toBe(`Stitchline Parts: আপনার অর্ডার ${theirs.number} আমরা পেয়েছি`);
    const text = mail.text!.replace(/\u00a0/g, ' ');
    for (const expected of [
      'আপনার অর্ডারের জন্য ধন্যবাদ।',
      `অর্ডার নম্বর: ${theirs.number}`,
      'ডেলিভারির ঠিকানা: Plot 9, Ashulia, Dhaka',
      // The part's Bangla name; counts and money in bn-BD: Bangla digits, lakh grouping, ৳.
      `- ${part.sku} ববিন কেস: ১,২০০ × ১,২৫০.৫০৳ = ১৫,০০,৬০০.০০৳`,
      'অর্ডারের মোট: ১৫,০০,৬০০.০০৳',
      `আপনার অর্ডার দেখুন: https://shop.example/dashboard/orders/${theirs.number}`,
      'কোনো প্রশ্ন থাকলে: Rahim Uddin',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/অর্ডারের সময়: [০-৯]{1,2} [^\s,]+, [০-৯]{4}, [০-৯]{2}:[০-৯]{2} \(ঢাকা\)/);
    expect(mail.html).toContain('lang="bn"');
    expect(mail.html).toContain('পরিমাণ');
    // The English customer's, word for word as always.
    expect(to(other).subject).toBe(`Stitchline Parts: We have your order ${other.number}`);
    expect(to(other).text).toContain('Thank you for your order. We will confirm it shortly; this is what you ordered.');
    expect(to(other).html).not.toContain('lang="bn"');
    expect(to(other).text).toContain(`- ${part.sku} Bobbin case: 1200 × `);
  });
});

describe('the Bangla e-mails', () => {
  const settings = { ...loadConfig({ STOREFRONT_URL: 'https://shop.example' }).mail };

  it('tell of a payment, a quote, an invitation and a shipment in Bangla, numbers and dates in bn-BD', async () => {
    const payment = await renderPaymentEmail(
      { number: 'SO-2026-000042' },
      { invoiceNumber: 'INV-2026-000007', amount: 1500, paidOn: '2026-12-05', reference: null, open: 250.5, invoicePaid: false },
      settings,
      'bn',
    );
    expect(payment.subject).toBe('Stitchline Parts: চালান INV-2026-000007-এর পরিশোধ পেয়েছি');
    expect(payment.text).toContain('পরিশোধের তারিখ: ৫ ডিসেম্বর, ২০২৬');
    expect(payment.text).toContain('বাকি: ২৫০.৫০৳');
    expect(payment.text).toContain('রেফারেন্স: দেওয়া হয়নি');

    const quote = await renderQuoteEmail(
      'quote_answered',
      {
        number: 'Q-2026-000003',
        revision: 2,
        lines: [{ partNumber: 'SL-1', partName: 'Needle', quantity: 3, price: 10 }],
        validUntil: '2026-12-31',
        message: '',
        reason: null,
      },
      settings,
      'bn',
    );
    expect(quote.subject).toBe('Stitchline Parts: আপনার কোটেশন Q-2026-000003-এ নতুন দাম');
    expect(quote.text).toContain('দাম বহাল থাকবে: ৩১ ডিসেম্বর, ২০২৬');
    expect(quote.text).toContain('- SL-1 Needle: ৩ × ১০.০০৳ = ৩০.০০৳');
    expect(quote.text).toContain('কোটেশনের মোট: ৩০.০০৳');

    const invitation = await renderInvitationEmail(
      {
        companyName: 'Dhaka Knitwear',
        roleLabel: 'Buyer',
        invitedBy: 'Nasrin',
        expiresAt: '2026-12-10T04:00:00.000Z',
        link: 'https://shop.example/invitations/x',
      },
      settings,
      'bn',
    );
    expect(invitation.text).toContain('Nasrin আপনাকে Dhaka Knitwear-এর হয়ে ক্রেতা হিসেবে কেনাকাটা করার আমন্ত্রণ জানিয়েছেন।');
    expect(invitation.text).toContain('লিংকটি ১০ ডিসেম্বর, ২০২৬, ১০:০০ (ঢাকা) পর্যন্ত কাজ করবে।');

    const shipped = await renderOrderEmail(
      'shipped',
      { number: 'SO-2026-000042', poReference: null, address: 'Gazipur', phone: '017', lines: [], totalPrice: 0, invoice: null },
      { carrier: 'DHL', trackingNumber: null },
      settings,
      'bn',
    );
    expect(shipped.subject).toBe('Stitchline Parts: আপনার অর্ডার SO-2026-000042 পাঠানো হয়েছে');
    expect(shipped.text).toContain('পরিবহন সংস্থা: DHL');
    expect(shipped.text).toContain('ট্র্যাকিং নম্বর: দেওয়া হয়নি');
  });
});
