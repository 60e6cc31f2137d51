import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FaqEntry {
  question: string;
  answer: ReactNode;
}

const linkClass = 'font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700';

const FAQ: readonly FaqEntry[] = [
  {
    question: 'Can I hire filmmakers and work as a filmmaker with one account?',
    answer: (
      <p>
        Yes. When you sign up, choose <strong>Both</strong>. You get a filmmaker dashboard and a client
        dashboard under one sign-in. Each side has its own profile setup and identity check, so you can finish
        the one you need first.
      </p>
    ),
  },
  {
    question: 'Why do I have to verify my identity, and who sees my documents?',
    answer: (
      <>
        <p>
          Every filmmaker and client is verified before they can apply, book, hire or pay, so you always know
          who you are dealing with. Until then you can still browse jobs or filmmakers and manage your
          account.
        </p>
        <p>
          The documents you upload are private: only you and our verification staff can see them. Other users
          only see a verified badge on your profile.
        </p>
      </>
    ),
  },
  {
    question: 'How does payment protection work?',
    answer: (
      <p>
        The client pays when the contract or booking is confirmed, and Reelhire holds the money, not the
        filmmaker. It is released to the filmmaker when the client approves the delivery, or automatically
        when the release date in the contract passes without the client approving, asking for a revision or
        opening a dispute.
      </p>
    ),
  },
  {
    question: 'What fees will I pay?',
    answer: (
      <p>
        Reelhire charges a platform fee on payments. As a client, you see the fee as a separate line, with the
        total, before you pay. As a filmmaker, you see what you will receive before you accept a contract.
        Nothing is added afterwards.
      </p>
    ),
  },
  {
    question: 'When do I get paid as a filmmaker?',
    answer: (
      <p>
        As soon as the client approves your delivery, or when the release date passes, the payment moves to
        your Reelhire wallet and you can withdraw it to your bank account. You can see held and released
        amounts on your Earnings page.
      </p>
    ),
  },
  {
    question: 'The work is not what we agreed. What can I do?',
    answer: (
      <p>
        First ask for a revision within the allowance in your contract, and explain what needs to change in
        your messages. If that does not solve it, open a dispute from the job or booking before the payment is
        released. The money stays held while our disputes team reviews the contract, messages and
        deliverables, and then decides whether it is released, refunded or split.
      </p>
    ),
  },
  {
    question: 'Can I cancel a booking and get my money back?',
    answer: (
      <p>
        If the booking is cancelled before work starts, you get a full refund, including the platform fee.
        After that, the filmmaker is paid for the work done and the rest is refunded. Our{' '}
        <Link to="/refund-policy" className={linkClass}>
          Refund Policy
        </Link>{' '}
        has the details and timelines.
      </p>
    ),
  },
  {
    question: 'Can I message a filmmaker or client before hiring?',
    answer: (
      <p>
        Yes. Once you are signed in you can chat with the other side from their profile, a job or an
        application, and send files and voice notes. Keep your conversations and payments on Reelhire: if
        there is ever a dispute, we can only take into account what happened here.
      </p>
    ),
  },
  {
    question: 'I signed up with Google. How do I sign in?',
    answer: (
      <p>
        Use the Google button on the sign-in page. Accounts created with Google do not have a Reelhire
        password, so a password reset email will not help; if you have lost access to your Google account,
        contact us below.
      </p>
    ),
  },
  {
    question: 'How do I delete my account?',
    answer: (
      <p>
        Ask us using the form below with the topic &ldquo;Account, sign-in and verification&rdquo;, from the
        email address on your account. Any open contracts must be completed, cancelled or resolved first, and
        released money in your wallet is paid out before the account closes. Our{' '}
        <Link to="/privacy-policy" className={linkClass}>
          Privacy Policy
        </Link>{' '}
        explains which records we must keep, and for how long.
      </p>
    ),
  },
];

/** Common questions, each opening in place without script (native details/summary). */
export function SupportFaq() {
  return (
    <div className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white">
      {FAQ.map((entry) => (
        <details key={entry.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium text-zinc-900 hover:bg-zinc-50 [&::-webkit-details-marker]:hidden">
            {entry.question}
            <ChevronDown
              className="size-4 shrink-0 text-zinc-500 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 text-sm leading-6 text-zinc-700">{entry.answer}</div>
        </details>
      ))}
    </div>
  );
}
