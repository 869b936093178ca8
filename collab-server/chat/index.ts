export { chatArea } from './chatArea';
export { searchChatUsers } from './chatUsers';
