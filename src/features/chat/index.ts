// What the other features may use of the chat: anything else in this folder can change without them.
export { searchUsers } from './chatApi';
export { chatFeature } from './chatFeature';
