import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A conversation between exactly two users (one per pair, either order). Never sent as is: see ChannelSummary. */
@Entity({ name: 'chat_channels' })
export class ChatChannel {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_a_id', type: 'uuid' })
  userAId: string;

  @Column({ name: 'user_b_id', type: 'uuid' })
  userBId: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_activity_at', type: 'timestamptz' })
  lastActivityAt: Date;
}

/** A message; `seq` orders messages and is the paging cursor. Never sent as is: see MessageResponse. */
@Entity({ name: 'chat_messages' })
export class ChatMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** bigint identity: pg returns it as a string. */
  @Column({ type: 'bigint', insert: false, update: false })
  seq: string;

  @Column({ name: 'channel_id', type: 'uuid' })
  channelId: string;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId: string;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Column({ name: 'photo_url', type: 'text', nullable: true })
  photoUrl: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** How far a participant has read a channel: messages with seq above last_read_seq are unread. */
@Entity({ name: 'chat_read_state' })
export class ChatReadState {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'channel_id', type: 'uuid' })
  channelId: string;

  @Column({ name: 'last_read_seq', type: 'bigint' })
  lastReadSeq: string;
}
