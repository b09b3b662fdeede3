; converge.ll: SIMD-group operations in divergent structured control flow, for the
; structured-active-mask test (tests/converge.rs). Every site records `simd_ballot(true)`,
; i.e. the lanes Metal considers active there. Hand-written AIR.
;
; Block order matters to the oracle: the interpreter releases the waiting lanes of the
; lowest call site (instruction index) first and only then compares loop iterations, so a
; site placed after another in the same loop would run iteration i + 1 of the other one
; before the lanes still in iteration i of this one arrive there (docs/gpu-causes.md,
; "Interpreter: release order"). `inner` comes before `body` for that reason.
;
;   kernel void masks(device uint *out [[buffer(0)]], uint tid [[thread_position_in_grid]])
;   {
;       if (tid % 7 == 3) return;                        // early return
;       out[8 * tid] = ballot();
;       uint n = tid % 5, r3 = tid % 3, acc1 = 0, acc2 = 0;
;       for (uint i = 0; ; i++) {
;           if (i == n) break;                           // leave in different iterations
;           acc1 += ballot() * (i + 1);
;           if ((tid >> i) & 1) acc2 += ballot();        // divergent if inside the loop
;           if (r3 == 0 && i == 1) {                     // return from inside the loop
;               out[8 * tid + 1] = acc1; out[8 * tid + 2] = acc2; return;
;           }
;       }
;       out[8 * tid + 1] = acc1; out[8 * tid + 2] = acc2;
;       out[8 * tid + 3] = ballot();                     // after the loop
;       switch (r3) {
;       case 0: out[8 * tid + 4] = ballot(); break;
;       case 1: out[8 * tid + 5] = ballot(); break;
;       default: out[8 * tid + 6] = ballot(); break;
;       }
;       out[8 * tid + 7] = ballot();                     // after the switch
;   }
;
;   kernel void copies(device const float *src [[buffer(0)]],         // 2 rows of 5
;                      device float *out [[buffer(1)]],               // 29 floats
;                      threadgroup float *tg [[threadgroup(0)]],      // 29 floats
;                      uint tid [[thread_position_in_grid]])
;   {
;       if (tid >= 32 || tid % 3 == 1) return;       // one SIMD-group, with holes
;       (the copies of fixtures/run/real_ops.ll's diag_and_copy: 2-D into threadgroup
;        memory with zero and edge padding, back to device memory, 1-D both ways)
;   }
;
;   kernel void quiet(device uint *out [[buffer(0)]], uint tid [[thread_position_in_grid]])
;   {   // divergent control flow without SIMD-group operations, then ballots after it
;       uint x = 0;
;       if (tid & 1)
;           for (uint j = 0; j < tid % 4; j++) x += j + 1;     // divergent loop inside
;       out[2 * tid] = ballot() ^ x;
;       if (tid % 3 == 0) return;
;       out[2 * tid + 1] = ballot();
;   }
;
;   kernel void votes(device uint *out [[buffer(0)]], uint tid [[thread_position_in_grid]])
;   {   // simd_vote tests the lanes the threads occupy, active or not
;       if (tid % 4 != 0) return;
;       out[tid] = simd_vote(simd_ballot(true)).all() | simd_vote(0x1FFF).all() << 1
;                | simd_vote(0x2).any() << 2 | simd_vote(~0ul).all() << 3;
;   }
;
;   kernel void rotated(device uint *out [[buffer(0)]], uint tid [[thread_position_in_grid]])
;   {   // bottom-tested loops without SIMD-group operations, whose exit branch the PTX
;       // makes the back edge; the header's phis read after the loops
;       if (tid % 5 == 2) return;
;       uint i = 0, x = tid, xo;
;       do {                                            // divergent trip count
;           xo = x;
;           x = ((tid >> i) & 1) ? x * 3 + i : x ^ (i << 4);   // if/else in the body
;       } while (++i != tid % 4 + 1);                  // exits on `then`
;       out[4 * tid] = ballot() ^ x; out[4 * tid + 1] = xo;
;       out[4 * tid + 2] = i - 1;                      // the header's phi, read directly
;       for (uint k = 1, s = i - 1; ; s += k++) {       // leaves by `return`, continues on `then`
;           out[4 * tid + 3] = s;
;           if (s + k >= tid) return;
;       }
;   }
;
;   kernel void plain(device uint *out [[buffer(0)]], uint tid [[thread_position_in_grid]])
;   {   // no SIMD-group operation (the plain CFG selection): loops of several blocks whose
;       // exit branch is made their back edge, the header's phis read after them
;       uint i = 0, x = tid + 1, xo;
;       do {                                            // continues on `then`
;           xo = x;
;           x = (x & 1) ? 3 * x + 1 : x >> 1;
;       } while (++i < tid % 6 + 2);
;       out[5 * tid] = x; out[5 * tid + 1] = xo; out[5 * tid + 2] = i - 1;
;       uint lim = tid % 3 + 2;
;       uint acc = i - 1, old;
;       for (uint j = 0; ; ) {                          // continues on `otherwise`: the
;           old = acc;                                  // inverse comparison
;           acc = ((j & 1) ? acc * 5 : acc) + j;
;           if (++j >= lim) break;
;       }
;       out[5 * tid + 3] = acc ^ (old << 8);
;       bool go = true; uint c = 0, cv;                 // branching on a phi of the head
;       do { cv = (c & 1) ? c * 7 : c; c++; bool was = go; go = c < lim; if (!was) break; } while (true);
;       out[5 * tid + 4] = cv + (c << 8);
;   }
;
;   kernel void nested(device uint *out [[buffer(0)]], uint tid [[thread_position_in_grid]])
;   {
;       uint acc = 0, acc2 = 0;
;       for (uint i = 0; i < 3; i++) {                   // uniform trip count
;           for (uint j = 0; j < (tid + i) % 4; j++) {   // divergent exit
;               if ((((tid >> j) ^ i) & 1) && j == 1)
;                   goto next_i;                         // continue the outer loop
;               acc += ballot() * (j + 1);
;           }
;           acc2 += ballot() * (i + 1);                  // after the inner loop
;       next_i:;
;       }
;       out[3 * tid] = acc; out[3 * tid + 1] = acc2; out[3 * tid + 2] = ballot();
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define internal void @put(i32 addrspace(1)* %out, i32 %base, i32 %k, i32 %v) #2 {
  %o = add i32 %base, %k
  %o64 = zext i32 %o to i64
  %p = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o64
  store i32 %v, i32 addrspace(1)* %p, align 4
  ret void
}

define void @masks(i32 addrspace(1)* %out, i32 %tid) #0 {
entry:
  %r7 = urem i32 %tid, 7
  %early = icmp eq i32 %r7, 3
  br i1 %early, label %ret0, label %s0

ret0:
  ret void

s0:
  %base = mul i32 %tid, 8
  %b0.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b0 = trunc i64 %b0.64 to i32
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 0, i32 %b0)
  %n = urem i32 %tid, 5
  %r3 = urem i32 %tid, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %s0 ], [ %i1, %latch ]
  %acc1 = phi i32 [ 0, %s0 ], [ %acc1b, %latch ]
  %acc2 = phi i32 [ 0, %s0 ], [ %acc2n, %latch ]
  %stop = icmp eq i32 %i, %n
  br i1 %stop, label %after, label %body

inner:
  %b2.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b2 = trunc i64 %b2.64 to i32
  %acc2i = add i32 %acc2, %b2
  br label %cont

body:
  %b1.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b1 = trunc i64 %b1.64 to i32
  %ip = add i32 %i, 1
  %t1 = mul i32 %b1, %ip
  %acc1b = add i32 %acc1, %t1
  %sh = lshr i32 %tid, %i
  %bit = and i32 %sh, 1
  %take = icmp ne i32 %bit, 0
  br i1 %take, label %inner, label %cont

cont:
  %acc2n = phi i32 [ %acc2i, %inner ], [ %acc2, %body ]
  %z = icmp eq i32 %r3, 0
  %one = icmp eq i32 %i, 1
  %quit = and i1 %z, %one
  br i1 %quit, label %midret, label %latch

midret:
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 1, i32 %acc1b)
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 2, i32 %acc2n)
  ret void

latch:
  %i1 = add i32 %i, 1
  br label %loop

after:
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 1, i32 %acc1)
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 2, i32 %acc2)
  %b3.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b3 = trunc i64 %b3.64 to i32
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 3, i32 %b3)
  switch i32 %r3, label %cd [ i32 0, label %c0
                              i32 1, label %c1 ]

c0:
  %b4.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b4 = trunc i64 %b4.64 to i32
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 4, i32 %b4)
  br label %join

c1:
  %b5.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b5 = trunc i64 %b5.64 to i32
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 5, i32 %b5)
  br label %join

cd:
  %b6.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b6 = trunc i64 %b6.64 to i32
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 6, i32 %b6)
  br label %join

join:
  %b7.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b7 = trunc i64 %b7.64 to i32
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 7, i32 %b7)
  ret void
}

define void @copies(float addrspace(1)* %src, float addrspace(1)* %out, float addrspace(3)* %tg, i32 %tid) #0 {
entry:
  %far = icmp uge i32 %tid, 32
  %r3 = urem i32 %tid, 3
  %hole = icmp eq i32 %r3, 1
  %leave = or i1 %far, %hole
  br i1 %leave, label %gone, label %copy

gone:
  ret void

copy:
  %events = alloca [2 x %struct._simdgroup_event_t*], align 8
  %ev0 = getelementptr inbounds [2 x %struct._simdgroup_event_t*], [2 x %struct._simdgroup_event_t*]* %events, i64 0, i64 0
  %ev1 = getelementptr inbounds [2 x %struct._simdgroup_event_t*], [2 x %struct._simdgroup_event_t*]* %events, i64 0, i64 1
  %tg0 = bitcast float addrspace(3)* %tg to i8 addrspace(3)*
  %tg12f = getelementptr inbounds float, float addrspace(3)* %tg, i64 12
  %tg12 = bitcast float addrspace(3)* %tg12f to i8 addrspace(3)*
  %tg24f = getelementptr inbounds float, float addrspace(3)* %tg, i64 24
  %tg24 = bitcast float addrspace(3)* %tg24f to i8 addrspace(3)*
  %src0 = bitcast float addrspace(1)* %src to i8 addrspace(1)*
  %out0 = bitcast float addrspace(1)* %out to i8 addrspace(1)*
  %out24f = getelementptr inbounds float, float addrspace(1)* %out, i64 24
  %out24 = bitcast float addrspace(1)* %out24f to i8 addrspace(1)*
  %a = tail call %struct._simdgroup_event_t* @air.simdgroup_async_copy_2d.p3i8.p1i8(i64 4, i64 4, i8 addrspace(3)* %tg0, i64 4, i64 1, <2 x i64> <i64 4, i64 3>, i8 addrspace(1)* %src0, i64 5, i64 1, <2 x i64> <i64 3, i64 2>, <2 x i64> zeroinitializer, i32 0) #1
  store %struct._simdgroup_event_t* %a, %struct._simdgroup_event_t** %ev0, align 8
  %b = tail call %struct._simdgroup_event_t* @air.simdgroup_async_copy_2d.p3i8.p1i8(i64 4, i64 4, i8 addrspace(3)* %tg12, i64 4, i64 1, <2 x i64> <i64 4, i64 3>, i8 addrspace(1)* %src0, i64 5, i64 1, <2 x i64> <i64 3, i64 2>, <2 x i64> zeroinitializer, i32 1) #1
  store %struct._simdgroup_event_t* %b, %struct._simdgroup_event_t** %ev1, align 8
  call void @air.wait_simdgroup_events(i32 2, %struct._simdgroup_event_t** %ev0) #1
  %c = tail call %struct._simdgroup_event_t* @air.simdgroup_async_copy_2d.p1i8.p3i8(i64 4, i64 4, i8 addrspace(1)* %out0, i64 4, i64 1, <2 x i64> <i64 4, i64 6>, i8 addrspace(3)* %tg0, i64 4, i64 1, <2 x i64> <i64 4, i64 6>, <2 x i64> zeroinitializer, i32 0) #1
  store %struct._simdgroup_event_t* %c, %struct._simdgroup_event_t** %ev0, align 8
  %d = tail call %struct._simdgroup_event_t* @air.simdgroup_async_copy_1d.p3i8.p1i8(i64 4, i64 4, i8 addrspace(3)* %tg24, i8 addrspace(1)* %src0, i64 5) #1
  store %struct._simdgroup_event_t* %d, %struct._simdgroup_event_t** %ev1, align 8
  call void @air.wait_simdgroup_events(i32 2, %struct._simdgroup_event_t** %ev0) #1
  %e = tail call %struct._simdgroup_event_t* @air.simdgroup_async_copy_1d.p1i8.p3i8(i64 4, i64 4, i8 addrspace(1)* %out24, i8 addrspace(3)* %tg24, i64 5) #1
  store %struct._simdgroup_event_t* %e, %struct._simdgroup_event_t** %ev0, align 8
  call void @air.wait_simdgroup_events(i32 1, %struct._simdgroup_event_t** %ev0) #1
  ret void
}

define void @quiet(i32 addrspace(1)* %out, i32 %tid) #0 {
entry:
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  %lim = urem i32 %tid, 4
  br i1 %isodd, label %qh, label %qafter

qh:
  %j = phi i32 [ 0, %entry ], [ %j1, %qb ]
  %x = phi i32 [ 0, %entry ], [ %x1, %qb ]
  %more = icmp ult i32 %j, %lim
  br i1 %more, label %qb, label %qafter

qb:
  %j1 = add i32 %j, 1
  %x1 = add i32 %x, %j1
  br label %qh

qafter:
  %xa = phi i32 [ 0, %entry ], [ %x, %qh ]
  %base = mul i32 %tid, 2
  %b0.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b0 = trunc i64 %b0.64 to i32
  %v0 = xor i32 %b0, %xa
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 0, i32 %v0)
  %r3 = urem i32 %tid, 3
  %z = icmp eq i32 %r3, 0
  br i1 %z, label %qret, label %qlast

qret:
  ret void

qlast:
  %b1.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b1 = trunc i64 %b1.64 to i32
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 1, i32 %b1)
  ret void
}

define void @rotated(i32 addrspace(1)* %out, i32 %tid) #0 {
entry:
  %r5 = urem i32 %tid, 5
  %skip = icmp eq i32 %r5, 2
  br i1 %skip, label %rret, label %rgo

rret:
  ret void

rgo:
  %base = mul i32 %tid, 4
  %n4 = urem i32 %tid, 4
  %n = add i32 %n4, 1
  br label %rh

rh:
  %i = phi i32 [ 0, %rgo ], [ %i1, %rl ]
  %x = phi i32 [ %tid, %rgo ], [ %x1, %rl ]
  %sh = lshr i32 %tid, %i
  %bit = and i32 %sh, 1
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %ra, label %rb

ra:
  %xa0 = mul i32 %x, 3
  %xa = add i32 %xa0, %i
  br label %rl

rb:
  %ish = shl i32 %i, 4
  %xb = xor i32 %x, %ish
  br label %rl

rl:
  %x1 = phi i32 [ %xa, %ra ], [ %xb, %rb ]
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %rafter, label %rh

rafter:
  %xo = phi i32 [ %x, %rl ]
  %b.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b = trunc i64 %b.64 to i32
  %v0 = xor i32 %b, %x1
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 0, i32 %v0)
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 1, i32 %xo)
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 2, i32 %i)
  br label %rk

rk:
  %k = phi i32 [ 1, %rafter ], [ %k1, %rk ]
  %s = phi i32 [ %i, %rafter ], [ %s1, %rk ]
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 3, i32 %s)
  %s1 = add i32 %s, %k
  %k1 = add i32 %k, 1
  %cont = icmp ult i32 %s1, %tid
  br i1 %cont, label %rk, label %rret2

rret2:
  ret void
}

define void @plain(i32 addrspace(1)* %out, i32 %tid) #0 {
entry:
  %base = mul i32 %tid, 5
  %x0 = add i32 %tid, 1
  %n6 = urem i32 %tid, 6
  %n = add i32 %n6, 2
  br label %ph

ph:
  %i = phi i32 [ 0, %entry ], [ %i1, %pl ]
  %x = phi i32 [ %x0, %entry ], [ %x1, %pl ]
  %xbit = and i32 %x, 1
  %xodd = icmp ne i32 %xbit, 0
  br i1 %xodd, label %pa, label %pb

pa:
  %x3 = mul i32 %x, 3
  %xa = add i32 %x3, 1
  br label %pl

pb:
  %xb = lshr i32 %x, 1
  br label %pl

pl:
  %x1 = phi i32 [ %xa, %pa ], [ %xb, %pb ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %ph, label %pafter

pafter:
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 0, i32 %x1)
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 1, i32 %x)
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 2, i32 %i)
  %l3 = urem i32 %tid, 3
  %lim = add i32 %l3, 2
  br label %qh

qh:
  %j = phi i32 [ 0, %pafter ], [ %j1, %ql ]
  %acc = phi i32 [ %i, %pafter ], [ %acc1, %ql ]
  %jbit = and i32 %j, 1
  %jodd = icmp ne i32 %jbit, 0
  br i1 %jodd, label %qa, label %ql

qa:
  %acc5 = mul i32 %acc, 5
  br label %ql

ql:
  %v = phi i32 [ %acc5, %qa ], [ %acc, %qh ]
  %acc1 = add i32 %v, %j
  %j1 = add i32 %j, 1
  %stop = icmp uge i32 %j1, %lim
  br i1 %stop, label %pend, label %qh

pend:
  %old = phi i32 [ %acc, %ql ]
  %olds = shl i32 %old, 8
  %w = xor i32 %acc1, %olds
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 3, i32 %w)
  br label %fh

fh:
  %go = phi i1 [ true, %pend ], [ %go1, %fl ]
  %c = phi i32 [ 0, %pend ], [ %c1, %fl ]
  %cbit = and i32 %c, 1
  %codd = icmp ne i32 %cbit, 0
  br i1 %codd, label %fa, label %fl

fa:
  %c7 = mul i32 %c, 7
  br label %fl

fl:
  %cv = phi i32 [ %c7, %fa ], [ %c, %fh ]
  %c1 = add i32 %c, 1
  %go1 = icmp ult i32 %c1, %lim
  br i1 %go, label %fh, label %fend

fend:
  %cs = shl i32 %c1, 8
  %cw = add i32 %cv, %cs
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 4, i32 %cw)
  ret void
}

define void @votes(i32 addrspace(1)* %out, i32 %tid) #0 {
entry:
  %r4 = urem i32 %tid, 4
  %skip = icmp ne i32 %r4, 0
  br i1 %skip, label %vret, label %vgo

vret:
  ret void

vgo:
  %act = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %a = tail call i1 @air.simd_vote_all.i64(i64 %act) #1
  %b = tail call i1 @air.simd_vote_all.i64(i64 8191) #1
  %c = tail call i1 @air.simd_vote_any.i64(i64 2) #1
  %d = tail call i1 @air.simd_vote_all.i64(i64 -1) #1
  %a32 = zext i1 %a to i32
  %b32 = zext i1 %b to i32
  %c32 = zext i1 %c to i32
  %d32 = zext i1 %d to i32
  %b2 = shl i32 %b32, 1
  %c2 = shl i32 %c32, 2
  %d2 = shl i32 %d32, 3
  %ab = or i32 %a32, %b2
  %abc = or i32 %ab, %c2
  %v = or i32 %abc, %d2
  call void @put(i32 addrspace(1)* %out, i32 %tid, i32 0, i32 %v)
  ret void
}

define void @nested(i32 addrspace(1)* %out, i32 %tid) #0 {
entry:
  br label %oh

oh:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  %acc = phi i32 [ 0, %entry ], [ %accx, %olatch ]
  %acc2 = phi i32 [ 0, %entry ], [ %acc2x, %olatch ]
  %ti = add i32 %tid, %i
  %lim = and i32 %ti, 3
  br label %ih

ih:
  %j = phi i32 [ 0, %oh ], [ %jp, %ibody ]
  %a = phi i32 [ %acc, %oh ], [ %aj, %ibody ]
  %done = icmp uge i32 %j, %lim
  br i1 %done, label %oafter, label %ib

ib:
  %sh = lshr i32 %tid, %j
  %x = xor i32 %sh, %i
  %bit = and i32 %x, 1
  %odd = icmp ne i32 %bit, 0
  %j1 = icmp eq i32 %j, 1
  %skip = and i1 %odd, %j1
  br i1 %skip, label %olatch, label %ibody

ibody:
  %b.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b = trunc i64 %b.64 to i32
  %jp = add i32 %j, 1
  %t = mul i32 %b, %jp
  %aj = add i32 %a, %t
  br label %ih

oafter:
  %b2.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b2 = trunc i64 %b2.64 to i32
  %ip = add i32 %i, 1
  %t2 = mul i32 %b2, %ip
  %acc2a = add i32 %acc2, %t2
  br label %olatch

olatch:
  %accx = phi i32 [ %a, %oafter ], [ %a, %ib ]
  %acc2x = phi i32 [ %acc2a, %oafter ], [ %acc2, %ib ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 3
  br i1 %more, label %oh, label %end

end:
  %base = mul i32 %tid, 3
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 0, i32 %accx)
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 1, i32 %acc2x)
  %b3.64 = tail call i64 @air.simd_ballot.i64(i1 true) #1
  %b3 = trunc i64 %b3.64 to i32
  call void @put(i32 addrspace(1)* %out, i32 %base, i32 2, i32 %b3)
  ret void
}

declare i64 @air.simd_ballot.i64(i1) #1
declare i1 @air.simd_vote_all.i64(i64) #1
declare i1 @air.simd_vote_any.i64(i64) #1
%struct._simdgroup_event_t = type opaque
declare %struct._simdgroup_event_t* @air.simdgroup_async_copy_2d.p3i8.p1i8(i64, i64, i8 addrspace(3)* nocapture writeonly, i64, i64, <2 x i64>, i8 addrspace(1)* nocapture readonly, i64, i64, <2 x i64>, <2 x i64>, i32) #1
declare %struct._simdgroup_event_t* @air.simdgroup_async_copy_2d.p1i8.p3i8(i64, i64, i8 addrspace(1)* nocapture writeonly, i64, i64, <2 x i64>, i8 addrspace(3)* nocapture readonly, i64, i64, <2 x i64>, <2 x i64>, i32) #1
declare %struct._simdgroup_event_t* @air.simdgroup_async_copy_1d.p3i8.p1i8(i64, i64, i8 addrspace(3)* nocapture writeonly, i8 addrspace(1)* nocapture readonly, i64) #1
declare %struct._simdgroup_event_t* @air.simdgroup_async_copy_1d.p1i8.p3i8(i64, i64, i8 addrspace(1)* nocapture writeonly, i8 addrspace(3)* nocapture readonly, i64) #1
declare void @air.wait_simdgroup_events(i32, %struct._simdgroup_event_t** nocapture) #1

attributes #0 = { convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" }
attributes #1 = { convergent nounwind willreturn }
attributes #2 = { alwaysinline convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!air.version = !{!3}
!air.language_version = !{!4}
!air.compile_options = !{!5, !6}
!air.source_file_name = !{!7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"air.max_device_buffers", i32 31}
!2 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!3 = !{i32 2, i32 7, i32 0}
!4 = !{!"Metal", i32 3, i32 2, i32 0}
!5 = !{!"air.compile.denorms_disable"}
!6 = !{!"air.compile.fast_math_disable"}
!7 = !{!"converge.metal"}
!8 = !{!"metal-nt hand-written AIR test"}

!air.kernel = !{!9, !14, !15, !21, !22, !23, !24}
!9 = !{void (i32 addrspace(1)*, i32)* @masks, !10, !11}
!10 = !{}
!11 = !{!12, !13}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!13 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"tid"}
!14 = !{void (i32 addrspace(1)*, i32)* @nested, !10, !11}
!15 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(3)*, i32)* @copies, !10, !16}
!16 = !{!17, !18, !19, !20}
!17 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"src"}
!18 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!19 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"tg"}
!20 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"tid"}
!21 = !{void (i32 addrspace(1)*, i32)* @quiet, !10, !11}
!22 = !{void (i32 addrspace(1)*, i32)* @votes, !10, !11}
!23 = !{void (i32 addrspace(1)*, i32)* @rotated, !10, !11}
!24 = !{void (i32 addrspace(1)*, i32)* @plain, !10, !11}
