import { apiFetch } from '../../../api/apiFetch';
import { ontologyClient, where } from '../client';
import { chatUsersSchema } from '../../../../realtime/protocol/chat';
import { historyPageSchema } from '../../../../realtime/protocol/ontology/history';

/**
 * The name of the user who changed an entity (the hub's change carries only the id): from the
 * entity's latest changes in its history, else the author caption of an instance they created,
 * else the directory of users one may write to; null when none knows them ("another user").
 */
const known = new Map<string, string>();

async function fromHistory(userId: string, entityId: string): Promise<string | null> {
  const page = await apiFetch<unknown>(`history/${entityId}?limit=20`, { noLog: true }).then((body) => historyPageSchema.parse(body), () => null);
  return page?.changes.find((c) => c.userId === userId)?.userName ?? null;
}

async function fromAuthorship(userId: string): Promise<string | null> {
  const authored = await ontologyClient.read({ fields: ['author'], where: where.createdBy(userId), limit: 1 }).catch(() => null);
  const author = authored?.entities[0]?.author;
  return author?.id === userId ? author.name : null;
}

async function fromDirectory(userId: string): Promise<string | null> {
  const users = await apiFetch<unknown>('chat/users?limit=50', { noLog: true }).then((body) => chatUsersSchema.parse(body).users, () => []);
  return users.find((u) => u.id === userId)?.name ?? null;
}

export async function userName(userId: string | null, entityId?: string): Promise<string | null> {
  if (!userId) return null;
  const cached = known.get(userId);
  if (cached) return cached;
  const name = (entityId ? await fromHistory(userId, entityId) : null) ?? (await fromAuthorship(userId)) ?? (await fromDirectory(userId));
  if (name) known.set(userId, name);
  return name;
}
