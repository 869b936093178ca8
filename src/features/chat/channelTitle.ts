import type { TFunction } from 'i18next';
import type { ChatChannel } from '../../../realtime/protocol/chat';

/** How a channel is named: the general one by its role, a direct one by the other person. */
export function channelTitle(channel: ChatChannel, myId: string, t: TFunction): string {
  if (channel.kind === 'general') return t('chat.general');
  if (channel.kind === 'direct') return channel.members.find((m) => m.id !== myId)?.name ?? t('chat.direct');
  return channel.name;
}
