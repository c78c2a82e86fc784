/**
 * The chats feature's public module. Routes for app.ts; for presence, whom a patient shares a
 * chat with; for calls and inquiries, chat spaces and their parties, activity and clinic
 * operators; for inquiries, the clinic chat it opens and the message delivery it sends through.
 */
export { default as chatsRoutes } from './chats.routes';
export { default as owedNotificationsPlugin } from './owed-notifications.plugin';
export { chatActivity, chatParties, clinicOperators, findChatSpace, isChatParty, isClinicOperator, operatorClinicIds, patientCounterparts } from './chats.access';
export { chatStream, deliverText, excerptOf, messageByClientId, retryOnDuplicateKey } from './chats.delivery';
export { checkClientId, messageText, viewChatSpace } from './chats.service';
export { ensurePatientClinicSpace, setLastClinicInquiry } from './clinic-chats';
export { extendPatientDoctorChat } from './patient-doctor-chats';
export { contentDisposition, displayName as fileDisplayName, sniffChatFile } from './chat-file-type';
export type { ChatSpaceRecord } from './chats.repository';
