import { ChatScreen } from './chat-screen';

export default function ChatPage() {
  return <ChatScreen part="chat" />;
}
