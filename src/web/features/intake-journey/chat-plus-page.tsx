import { ChatScreen } from './chat-screen';

export default function ChatPlusPage() {
  return <ChatScreen part="chatplus" />;
}
