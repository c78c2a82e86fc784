/** The messaging feature's public module: SMS and e-mail senders, and the one-time code texts. */
export { createMessenger, type Messenger, type MessengerLog } from './messenger';
export { codeSubject, codeText } from './code-messages';
