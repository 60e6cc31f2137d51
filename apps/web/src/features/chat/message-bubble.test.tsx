import { render, within } from '@testing-library/react';
import { chatMessage } from './chat-fixtures';
import { MessageBubble } from './message-bubble';

function renderBubble(content: string, own = false) {
  const { container } = render(
    <ul>
      <MessageBubble
        message={chatMessage({ content })}
        own={own}
        showStatus={own}
        showSender={false}
        onOpenCarousel={() => {}}
      />
    </ul>,
  );
  return container.querySelector('li')!;
}

describe('MessageBubble', () => {
  it('makes the web and e-mail addresses in a message links that open safely in a new tab', () => {
    const bubble = renderBubble('Reel: https://vimeo.com/123456 or mail maya@example.com.');
    const reel = within(bubble).getByRole('link', { name: 'https://vimeo.com/123456' });
    expect(reel).toHaveAttribute('href', 'https://vimeo.com/123456');
    expect(reel).toHaveAttribute('target', '_blank');
    expect(reel).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(within(bubble).getByRole('link', { name: 'maya@example.com' })).toHaveAttribute(
      'href',
      'mailto:maya@example.com',
    );
    expect(bubble).toHaveTextContent('Reel: https://vimeo.com/123456 or mail maya@example.com.');
  });

  it('shows markup and unsafe addresses as the text they are', () => {
    const attack =
      'javascript:alert(1) data:text/html,<script>alert(1)</script> <img src=x onerror="alert(1)"> ' +
      '<a href="javascript:alert(1)">click</a>';
    const bubble = renderBubble(attack, true);
    expect(within(bubble).queryAllByRole('link')).toEqual([]);
    expect(bubble.querySelector('img, script, a')).toBeNull();
    expect(bubble).toHaveTextContent(attack);
  });

  it('lets a long address wrap inside the bubble', () => {
    const long = `https://example.com/${'very-long-path-'.repeat(12)}`;
    const bubble = renderBubble(`Look: ${long}`);
    const link = within(bubble).getByRole('link', { name: long });
    expect(link.className).toContain('[overflow-wrap:anywhere]');
    expect(link.closest('p')?.className).toContain('[overflow-wrap:anywhere]');
  });
});
