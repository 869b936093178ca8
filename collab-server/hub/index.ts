export { ChangeFeed } from './changeFeed';
export { silentHub } from './hubPublisher';
export { hubWriteHook } from './hubWriteHook';
export { startHub } from './startHub';
export { registerRoomGuard, type RoomGuard } from './roomGuards';
