import { classViewSchema, classViewsResultSchema, type CreateClassView, type UpdateClassView } from '../../../../realtime/protocol/admin/views';
import { request, send } from '../api/adminRequest';

export const listViews = () => request(classViewsResultSchema, 'views?all=true');
export const createView = (body: CreateClassView) => request(classViewSchema, 'views', { method: 'POST', body });
export const updateView = (id: string, body: UpdateClassView) => request(classViewSchema, `views/${id}`, { method: 'PATCH', body });
export const deleteView = (id: string) => send(`views/${id}`, { method: 'DELETE' });
